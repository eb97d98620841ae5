// What both fakes share: a node:http server on a free local port, request bodies, nested form
// fields as Stripe's SDK encodes them (`a[b][0][c]=v`), JSON and HTML answers, and ids.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Json = Record<string, unknown>;

/** One parsed request: the path (also from a proxy-style absolute URL), its query and raw body. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
}

export type Handler = (request: FakeRequest, response: ServerResponse) => Promise<void> | void;

export interface RunningServer {
  server: Server;
  host: string;
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Starts a server on 127.0.0.1 (port 0: a free one); a handler's throw answers 500 with its message. */
export async function listen(handler: Handler, port = 0): Promise<RunningServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      };
      Promise.resolve(handler(request, res)).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
        else res.end();
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    host: '127.0.0.1',
    port: address.port,
    url: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

/** `&`, `<`, `>`, `"` and `'` as entities, for values written into the pay pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Form or query fields, nested as Stripe's SDK writes them: `metadata[plan]=basic` becomes
 * `{metadata: {plan: 'basic'}}`, `line_items[0][price]=x` an array of one object.
 */
export function parseFields(params: URLSearchParams): Json {
  const root: Json = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
        node = node[part] as Json;
      }
    });
  }
  return arraysFromIndexes(root) as Json;
}

function arraysFromIndexes(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** The body of a request: JSON when it says so, else form fields. */
export function bodyFields(request: FakeRequest): Json {
  if (!request.rawBody) return {};
  if (String(request.headers['content-type'] ?? '').includes('application/json')) {
    return JSON.parse(request.rawBody) as Json;
  }
  return parseFields(new URLSearchParams(request.rawBody));
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A provider-style id: `cus_` + 14 random letters and digits. */
export function newId(prefix: string, length = 14): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}${id}`;
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A deep copy: events keep the object as it was then. */
export const snapshot = <T>(value: T): T => structuredClone(value);

/** `start` plus `count` months or years, in Unix seconds (UTC calendar, as the providers bill). */
export function addInterval(start: number, interval: string, count = 1): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  else date.setUTCMonth(date.getUTCMonth() + count);
  return Math.floor(date.getTime() / 1000);
}
