/** The API's answers in component tests: `fetch` stubbed at the boundary, nothing else. */
import { API_PATHS } from '@profileproof/contracts';
import { FakeEventSource, ticketRoute } from './fake-event-source';

export interface StubbedCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

export type StubReply = { status: number; body?: unknown } | Error;
type Handler = (call: StubbedCall, signal?: AbortSignal) => StubReply | Promise<StubReply>;

// jsdom has no fetch Response: the API client reads only these members.
function response(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: async () => text,
  } as unknown as Response;
}

/**
 * The calls no route of the current stub answered: `tools/jest/setup-dom.js` fails the test that
 * made any. A new stub starts a new record, so a call the last test's unmount made is not blamed on
 * the next. (A global, not a module variable: the setup file reads it without loading this module.)
 */
const UNEXPECTED = Symbol.for('profileproof.unexpectedApiCalls');
const unexpected = (): string[] => ((globalThis as { [UNEXPECTED]?: string[] })[UNEXPECTED] ??= []);

/** The route for `key`: its own, or one whose `*` segments stand for any one segment of it. */
function findRoute<T>(routes: Record<string, T>, key: string): T | undefined {
  if (key in routes) return routes[key];
  const parts = key.split('/');
  const pattern = Object.keys(routes).find((candidate) => {
    const segments = candidate.split('/');
    return (
      segments.length === parts.length &&
      segments.every((segment, index) => segment === '*' || segment === parts[index])
    );
  });
  return pattern === undefined ? undefined : routes[pattern];
}

/**
 * Routes each call by `METHOD path` (query ignored; `*` in a route matches one path segment) to a
 * reply. A call no route answers fails as the network does, and fails the test at its end, named.
 *
 * The live stream is stubbed too: its ticket is answered (unless `routes` says otherwise) and a
 * fresh `FakeEventSource` is the page's EventSource: a screen that opens the stream waits quietly.
 * The session's probe (after a call that could not reach the API) finds the API still down unless
 * `routes` answers it.
 */
export function stubFetch(routes: Record<string, StubReply | Handler>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  const answers: Record<string, StubReply | Handler> = {
    ...ticketRoute,
    [`GET ${API_PATHS.health}/live`]: networkDown(),
    ...routes,
  };
  unexpected().length = 0;
  FakeEventSource.install();
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: StubbedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const key = `${call.method} ${url.pathname}`;
    const route = findRoute(answers, key);
    if (!route) {
      unexpected().push(key);
      throw new Error(`Unexpected call: ${key}`);
    }
    const reply = typeof route === 'function' ? await route(call, init.signal ?? undefined) : route;
    if (reply instanceof Error) throw reply;
    return response(reply.status, reply.body);
  }) as typeof fetch;
  return calls;
}

/** A network failure, as fetch reports it. */
export const networkDown = () => new TypeError('Failed to fetch');

/** A reply that never comes, unless the request is aborted. */
export function neverAnswers(_call: StubbedCall, signal?: AbortSignal): Promise<StubReply> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}
