import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { API_PATHS, type EventTicketResponse, withQuery } from '@profileproof/contracts';
import { buildApi, newBuildDir } from './support/built-cli';
import { freePort } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const ADMIN_EMAIL = 'drain-admin@example.com';
const PASSWORD = 'violet-anchor-morning-77';
const SHUTDOWN_TIMEOUT_SECONDS = 10;
const READY_DELAY_MS = 300;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 connection driven by hand, as a load balancer's pooled connection is: requests are
 * written (in pieces, if the test likes) and each answer is read whole.
 */
class RawConnection {
  private buffered = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  readonly closed: Promise<void>;
  private ended = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiting?.();
    });
    this.closed = new Promise((resolvePromise) =>
      socket.once('close', () => {
        this.ended = true;
        this.waiting?.();
        resolvePromise();
      }),
    );
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolvePromise, reject) => {
      const socket = connect({ host: '127.0.0.1', port }, () =>
        resolvePromise(new RawConnection(socket)),
      );
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** The next whole answer (a Content-Length body); rejects if the connection closes first. */
  async response(): Promise<RawResponse> {
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.ended) throw new Error('The connection closed before a whole answer');
      await new Promise<void>((resolvePromise) => (this.waiting = resolvePromise));
      this.waiting = null;
    }
  }

  destroy(): void {
    this.socket.destroy();
  }

  private parse(): RawResponse | null {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end === -1) return null;
    const [statusLine, ...lines] = this.buffered.subarray(0, end).toString().split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffered.length < end + 4 + length) return null;
    const body = this.buffered.subarray(end + 4, end + 4 + length).toString();
    this.buffered = this.buffered.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

/** Whether new connections to `port` are refused, once they are (bounded: 100 tries, 50 ms apart). */
async function refusesConnections(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const refused = await new Promise<boolean>((resolvePromise) => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolvePromise(false);
      });
      socket.once('error', () => resolvePromise(true));
    });
    if (refused) return true;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
  }
  return false;
}

/** A request as written on the wire: keep-alive, a JSON body when given. */
function requestText(method: string, path: string, body?: string): string {
  const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: keep-alive'];
  if (body !== undefined)
    head.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  return `${head.join('\r\n')}\r\n\r\n${body ?? ''}`;
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

interface RunningApi {
  child: ChildProcessWithoutNullStreams;
  port: number;
  baseUrl: string;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

describe('graceful drain of the built API on SIGTERM', () => {
  let buildDir: string;
  let database: TestDatabase;
  let running: RunningApi | null = null;

  const env = (extra: Record<string, string>) => ({
    PATH: process.env.PATH ?? '',
    ...definedOnly(database.env),
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    METRICS_PORT: '0',
    AUTH_RATE_LIMIT: '1000000',
    ...extra,
  });

  beforeAll(async () => {
    // Inside the workspace (tmp/ is ignored by git), so the bundle finds node_modules as dist/ does.
    buildDir = newBuildDir('api-drain-test-');
    buildApi(buildDir);
    database = await createTestDatabase();
    const created = spawnSync(
      process.execPath,
      [join(buildDir, 'cli.js'), 'admin:create', ADMIN_EMAIL],
      { cwd: database.dataDir, env: env({}), input: `${PASSWORD}\n`, encoding: 'utf8' },
    );
    if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
  }, 180_000);

  afterEach(async () => {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGKILL');
      await running.exit;
    }
    running = null;
  });

  afterAll(async () => {
    await database?.drop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  async function startApi(extra: Record<string, string>): Promise<RunningApi> {
    const port = await freePort();
    const child = spawn(process.execPath, [join(buildDir, 'main.js')], {
      // Not the workspace: its .env must not count.
      cwd: database.dataDir,
      env: env({ PORT: String(port), ...extra }),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
      (resolvePromise) =>
        child.once('exit', (code, signal) =>
          resolvePromise({ code, signal, at: performance.now() }),
        ),
    );
    const api: RunningApi = {
      child,
      port,
      baseUrl: `http://127.0.0.1:${port}`,
      output: () => output,
      exit,
    };
    running = api;
    // Bounded: 300 tries, 100 ms apart.
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (child.exitCode !== null) break;
      const status = await fetch(`${api.baseUrl}/api/health/ready`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return api;
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
    }
    throw new Error(`The API did not become ready:\n${output}`);
  }

  /** Until `text` appears in the API's output (bounded: 100 tries, 50 ms apart). */
  async function logged(api: RunningApi, text: string): Promise<void> {
    for (let attempt = 0; attempt < 100 && !api.output().includes(text); attempt += 1)
      await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
    expect(api.output()).toContain(text);
  }

  /**
   * An admin's event stream, open on `api`: `ended` resolves when the server ends it, with 'ended'
   * (cleanly: the client reconnects) or 'cut' (the connection dropped mid-stream).
   */
  async function openStream(api: RunningApi): Promise<{ ended: Promise<'ended' | 'cut'> }> {
    const login = await fetch(`${api.baseUrl}${API_PATHS.auth.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const ticketAnswer = await fetch(`${api.baseUrl}${API_PATHS.events.ticket}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    const { ticket } = (await ticketAnswer.json()) as EventTicketResponse;
    const stream = await fetch(`${api.baseUrl}${withQuery(API_PATHS.events.stream, { ticket })}`);
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    if (!reader) throw new Error('A stream without a body');
    // The first frame (the retry hint) says the stream is open on the server.
    await reader.read();
    // Wrapped: an async function would wait for a promise it returns.
    return {
      ended: (async () => {
        try {
          while (!(await reader.read()).done);
          return 'ended' as const;
        } catch {
          return 'cut' as const;
        }
      })(),
    };
  }

  it('stops being ready, finishes the request in flight, ends the event stream and exits 0', async () => {
    const api = await startApi({
      SHUTDOWN_TIMEOUT: String(SHUTDOWN_TIMEOUT_SECONDS),
      SHUTDOWN_READY_DELAY_MS: String(READY_DELAY_MS),
    });
    const stream = await openStream(api);

    // A pooled connection, idle after one request.
    const idle = await RawConnection.open(api.port);
    idle.write(requestText('GET', '/api/health/live'));
    expect((await idle.response()).status).toBe(200);

    // A sign-up in flight: its headers and half its body sent.
    const body = JSON.stringify({
      email: 'drain-signup@example.com',
      password: PASSWORD,
      password2: PASSWORD,
    });
    const slow = await RawConnection.open(api.port);
    const request = requestText('POST', API_PATHS.auth.signup, body);
    const half = request.length - Math.floor(body.length / 2);
    slow.write(request.slice(0, half));

    const signalled = performance.now();
    api.child.kill('SIGTERM');
    await logged(api, 'SIGTERM received');

    // At once: not ready, on a new connection (the server still accepts during the delay).
    const ready = await fetch(`${api.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await ready.json()).toMatchObject({
      detail: 'Not ready: shutting down',
      error: { drain: { status: 'down' } },
    });

    // Past the delay the server takes no new connection, while the sign-up is still in flight.
    expect(await refusesConnections(api.port)).toBe(true);

    // The pooled connection is still served, and then closed after its answer, between requests.
    idle.write(requestText('GET', '/api/health/live'));
    const onIdle = await idle.response();
    expect(onIdle.status).toBe(200);
    expect(onIdle.headers.connection).toBe('close');
    await idle.closed;

    // Then the event stream ends (its client reconnects elsewhere).
    expect(await stream.ended).toBe('ended');
    const streamEndedAfter = performance.now() - signalled;

    // The sign-up completes (201: the account was stored), on a connection then closed.
    slow.write(request.slice(half));
    const answer = await slow.response();
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('close');
    await slow.closed;

    // Code 0: drained, not cut off at SHUTDOWN_TIMEOUT (which exits with 1).
    const exit = await api.exit;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(api.output()).toContain('SIGTERM received: not ready any more');
    expect(api.output()).toMatch(/Drained in \d+ ms: exiting/);
    process.stdout.write(
      `Drain: stream ended ${Math.round(streamEndedAfter)} ms after SIGTERM (ready delay ${READY_DELAY_MS} ms); ` +
        `exit ${Math.round(exit.at - signalled)} ms after SIGTERM (SHUTDOWN_TIMEOUT ${SHUTDOWN_TIMEOUT_SECONDS} s)\n`,
    );
  });

  it('cuts a request that never ends at SHUTDOWN_TIMEOUT and exits 1, saying so', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT: '1', SHUTDOWN_READY_DELAY_MS: '0' });
    const stuck = await RawConnection.open(api.port);
    const request = requestText('POST', API_PATHS.auth.signup, '{"email":"stuck@example.com"}');
    stuck.write(request.slice(0, request.length - 5));

    const signalled = performance.now();
    api.child.kill('SIGTERM');
    const exit = await api.exit;
    await stuck.closed;
    expect(exit).toMatchObject({ code: 1, signal: null });
    expect(api.output()).toContain(
      'Not drained within SHUTDOWN_TIMEOUT (1 s): cutting every connection and exiting',
    );
    process.stdout.write(
      `Drain cut off: exit ${Math.round(exit.at - signalled)} ms after SIGTERM (SHUTDOWN_TIMEOUT 1 s)\n`,
    );
  });
});
