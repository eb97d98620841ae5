import { API_PATHS, type EventTicketResponse, withQuery } from '@profileproof/contracts';
import { bearer } from './http';
import type { TestApp } from './test-app';

/** One frame of a server-sent event stream, as written: its fields, and any comment lines. */
export interface StreamFrame {
  event?: string;
  data?: string;
  retry?: string;
  comments: string[];
}

/**
 * An event stream read the way a browser reads one, with fetch and the body's reader: frames end
 * with a blank line; `next()` waits for the next one and resolves null once the stream has ended.
 */
export class EventStreamReader {
  private readonly decoder = new TextDecoder();
  private buffered = '';
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;

  constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  async next(): Promise<StreamFrame | null> {
    for (;;) {
      const end = this.buffered.indexOf('\n\n');
      if (end !== -1) {
        const text = this.buffered.slice(0, end);
        this.buffered = this.buffered.slice(end + 2);
        return parseFrame(text);
      }
      if (!this.response.body) return null;
      this.reader ??= this.response.body.getReader();
      const { done, value } = await this.reader.read();
      if (done) return null;
      this.buffered += this.decoder.decode(value, { stream: true });
    }
  }

  /** The next frame that carries an event (comments and the `retry:` hint skipped); null once ended. */
  async nextEvent(): Promise<{ type: string; data: unknown } | null> {
    for (let frame = await this.next(); frame; frame = await this.next()) {
      if (frame.event !== undefined)
        return { type: frame.event, data: JSON.parse(frame.data ?? 'null') };
    }
    return null;
  }

  /** Resolves once the server has ended the stream (the frames until then are dropped). */
  async ended(): Promise<void> {
    while ((await this.next()) !== null);
  }

  /** The client goes away (as a closed tab does). */
  close(): void {
    this.controller.abort();
  }
}

function parseFrame(text: string): StreamFrame {
  const frame: StreamFrame = { comments: [] };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event' || field === 'retry') frame[field] = value;
    if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

/** POST /api/events/ticket/ with the access token; its answer. */
export function requestTicket(api: TestApp, token: string): Promise<Response> {
  return api.request(API_PATHS.events.ticket, { method: 'POST', ...bearer(token) });
}

export async function ticketFor(api: TestApp, token: string): Promise<string> {
  const response = await requestTicket(api, token);
  if (response.status !== 200)
    throw new Error(`No ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as EventTicketResponse).ticket;
}

/** GET /api/events/?ticket= on `api`; the stream, whatever its status (read `response`). */
export async function openStream(
  api: TestApp,
  ticket: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await api.request(withQuery(API_PATHS.events.stream, { ticket }), {
    headers,
    signal: controller.signal,
  });
  return new EventStreamReader(response, controller);
}

/** A ticket from `ticketApi`, then a stream on `streamApi` (the same by default), which must open. */
export async function streamFor(
  token: string,
  ticketApi: TestApp,
  streamApi = ticketApi,
): Promise<EventStreamReader> {
  const stream = await openStream(streamApi, await ticketFor(ticketApi, token));
  if (stream.response.status !== 200)
    throw new Error(
      `The stream did not open: ${stream.response.status} ${await stream.response.text()}`,
    );
  return stream;
}
