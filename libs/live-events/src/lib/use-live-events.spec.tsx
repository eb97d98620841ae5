import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { API_PATHS, type LiveEvent } from '@profileproof/contracts';
import { clearStoredSession, SessionProvider, storeSession } from '@profileproof/session';
import { parseLiveEvent } from './parse-live-event';
import { RETRY_FIRST_MS, RETRY_MAX_MS, useLiveEvents } from './use-live-events';

const API = 'http://api.test';

/** EventSource is the browser's (jsdom has none): this one is driven by the test. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly url: string;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(message: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.all.push(this);
  }

  static get latest(): FakeEventSource {
    return FakeEventSource.all[FakeEventSource.all.length - 1];
  }

  addEventListener(type: string, listener: (message: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    act(() => this.onopen?.(new Event('open')));
  }

  send(type: string, data: string): void {
    act(() =>
      this.listeners.get(type)?.forEach((listener) => listener(new MessageEvent(type, { data }))),
    );
  }

  fail(): void {
    act(() => this.onerror?.(new Event('error')));
  }
}

let ticketsAsked = 0;
let ticketAnswer: () => [number, unknown] = () => [
  200,
  { ticket: `ticket-${ticketsAsked}`, expires_in: 30 },
];

/** The API at the fetch boundary: the stored token's check, and tickets. */
function stubApi(): void {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    let answer: [number, unknown] = [404, { detail: 'Not found' }];
    if (url.pathname === API_PATHS.auth.profile)
      answer = [200, { id: 1, email: 'ada@example.com', role: 'admin', is_verified: true }];
    if (url.pathname === API_PATHS.events.ticket && init?.method === 'POST') {
      ticketsAsked += 1;
      answer = ticketAnswer();
    }
    const [status, body] = answer;
    return {
      ok: status < 300,
      status,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
}

function Probe({ onEvent, enabled }: { onEvent: (event: LiveEvent) => void; enabled?: boolean }) {
  return <p>{useLiveEvents(onEvent, { enabled })}</p>;
}

function renderProbe(onEvent: (event: LiveEvent) => void, enabled?: boolean) {
  const tree = (handler: (event: LiveEvent) => void, on?: boolean) => (
    <SessionProvider config={{ apiBaseUrl: API, environment: 'test' }}>
      <Probe onEvent={handler} enabled={on} />
    </SessionProvider>
  );
  const view = render(tree(onEvent, enabled));
  return {
    ...view,
    rerenderWith: (handler: (event: LiveEvent) => void, on?: boolean) =>
      view.rerender(tree(handler, on)),
  };
}

/** Lets pending promises (the fetch stub, the API client) and due timers run. */
async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const status = () => screen.getByRole('paragraph').textContent;

describe('useLiveEvents', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    FakeEventSource.all = [];
    ticketsAsked = 0;
    ticketAnswer = () => [200, { ticket: `ticket-${ticketsAsked}`, expires_in: 30 }];
    Object.assign(globalThis, { EventSource: FakeEventSource });
    stubApi();
    storeSession({ access: 'access', refresh: 'refresh', role: 'admin', email: 'ada@example.com' });
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('opens the stream with a ticket, never the access token, and is live once it opens', async () => {
    renderProbe(jest.fn());
    await advance();
    expect(status()).toBe('connecting');
    expect(FakeEventSource.all).toHaveLength(1);
    expect(FakeEventSource.latest.url).toBe(`${API}${API_PATHS.events.stream}?ticket=ticket-1`);
    expect(FakeEventSource.latest.url).not.toContain('access');
    FakeEventSource.latest.open();
    expect(status()).toBe('live');
  });

  it('passes on the events it knows, and drops bad data', async () => {
    const onEvent = jest.fn();
    renderProbe(onEvent);
    await advance();
    const source = FakeEventSource.latest;
    source.open();
    source.send('submission.created', '{"type":"submission.created","id":7}');
    source.send('submission.created', 'not json');
    source.send('submission.replied', '{"type":"submission.created","id":8}');
    source.send('claim.changed', '{"type":"claim.changed"}');
    source.send('submission.deleted', '{"type":"submission.deleted","id":9}');
    source.send('resync', '{"type":"resync"}');
    expect(onEvent.mock.calls).toEqual([
      [{ type: 'submission.created', id: 7 }],
      [{ type: 'resync' }],
    ]);
  });

  it('calls the latest handler without reconnecting', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerenderWith } = renderProbe(first);
    await advance();
    FakeEventSource.latest.open();
    rerenderWith(second);
    FakeEventSource.latest.send('submission.changed', '{"type":"submission.changed","id":3}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'submission.changed', id: 3 });
    expect(FakeEventSource.all).toHaveLength(1);
    expect(ticketsAsked).toBe(1);
  });

  it('on an error closes the stream, asks for a new ticket after 1 s, doubling up to 30 s, and starts over once live', async () => {
    renderProbe(jest.fn());
    await advance();
    const waits: number[] = [];
    for (let failures = 0; failures < 7; failures += 1) {
      const failed = FakeEventSource.latest;
      failed.fail();
      expect(failed.closed).toBe(true);
      expect(status()).toBe('offline');
      const asked = ticketsAsked;
      let waited = 0;
      while (ticketsAsked === asked) {
        await advance(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, RETRY_MAX_MS, RETRY_MAX_MS]);
    FakeEventSource.latest.open();
    FakeEventSource.latest.fail();
    await advance(RETRY_FIRST_MS - 1);
    expect(FakeEventSource.latest.closed).toBe(true);
    await advance(1);
    expect(FakeEventSource.latest.closed).toBe(false);
  });

  it('retries when the ticket is refused, and tells the handler to resync once live again', async () => {
    const onEvent = jest.fn();
    renderProbe(onEvent);
    await advance();
    FakeEventSource.latest.open();
    FakeEventSource.latest.fail();
    ticketAnswer = () => [429, { detail: 'Too many live update streams are open' }];
    await advance(RETRY_FIRST_MS);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(status()).toBe('offline');
    ticketAnswer = () => [200, { ticket: 'fresh', expires_in: 30 }];
    await advance(2 * RETRY_FIRST_MS);
    expect(FakeEventSource.latest.url).toContain('ticket=fresh');
    expect(onEvent).not.toHaveBeenCalled();
    FakeEventSource.latest.open();
    expect(onEvent).toHaveBeenCalledWith({ type: 'resync' });
  });

  it('stops on unmount', async () => {
    const { unmount } = renderProbe(jest.fn());
    await advance();
    const source = FakeEventSource.latest;
    source.open();
    unmount();
    expect(source.closed).toBe(true);
    await advance(RETRY_MAX_MS);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('stops when turned off, and opens a new stream when turned on again', async () => {
    const onEvent = jest.fn();
    const { rerenderWith } = renderProbe(onEvent);
    await advance();
    const source = FakeEventSource.latest;
    source.open();
    rerenderWith(onEvent, false);
    expect(source.closed).toBe(true);
    expect(status()).toBe('offline');
    rerenderWith(onEvent, true);
    expect(status()).toBe('connecting');
    await advance();
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.latest.closed).toBe(false);
  });

  it('opens nothing without a session', async () => {
    localStorage.clear();
    renderProbe(jest.fn());
    await advance(RETRY_MAX_MS);
    expect(status()).toBe('offline');
    expect(ticketsAsked).toBe(0);
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('opens one stream under StrictMode (its effects run twice)', async () => {
    render(
      <StrictMode>
        <SessionProvider config={{ apiBaseUrl: API, environment: 'test' }}>
          <Probe onEvent={jest.fn()} />
        </SessionProvider>
      </StrictMode>,
    );
    await advance();
    expect(FakeEventSource.all.filter((source) => !source.closed)).toHaveLength(1);
    FakeEventSource.latest.open();
    expect(status()).toBe('live');
  });

  it('stops on sign-out', async () => {
    renderProbe(jest.fn());
    await advance();
    const source = FakeEventSource.latest;
    source.open();
    act(() => clearStoredSession());
    expect(source.closed).toBe(true);
    expect(status()).toBe('offline');
    await advance(RETRY_MAX_MS);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(ticketsAsked).toBe(1);
  });
});

describe('parseLiveEvent', () => {
  it.each([
    [
      'submission.replied',
      '{"type":"submission.replied","id":12}',
      { type: 'submission.replied', id: 12 },
    ],
    ['resync', '{"type":"resync"}', { type: 'resync' }],
    ['claim.changed', '{"type":"claim.changed","id":0}', null],
    ['claim.changed', '{"type":"claim.changed","id":"12"}', null],
    ['claim.changed', 'null', null],
    ['unknown', '{"type":"unknown","id":1}', null],
  ])('reads %s %s as %j', (type, data, expected) => {
    expect(parseLiveEvent(type, data)).toEqual(expected);
  });
});
