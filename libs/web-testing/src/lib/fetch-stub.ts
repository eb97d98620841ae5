/** The API's answers in component tests: `fetch` stubbed at the boundary, nothing else. */
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

/** Routes each call by `METHOD path` (query ignored) to a reply; unknown calls fail the test loudly. */
export function stubFetch(routes: Record<string, StubReply | Handler>): StubbedCall[] {
  const calls: StubbedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const call: StubbedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    if (!route) throw new Error(`Unexpected call: ${call.method} ${url.pathname}`);
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
