import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { API_PATHS, type LiveEvent } from '@profileproof/contracts';
import { clearStoredSession, SessionProvider, storeSession } from '@profileproof/session';
import { parseLiveEvent } from './parse-live-event';
import { RETRY_FIRST_MS, RETRY_MAX_MS, retryDelay, useLiveEvents } from './use-live-events';
import { REFETCH_GAP_MS, REFETCH_JITTER_MS, useLiveRefetch } from './use-live-refetch';

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
    jest.restoreAllMocks();
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

  it('on an error closes the stream, asks for a new ticket after a jittered wait whose ceiling doubles from 1 s up to 30 s, and starts over once live', async () => {
    // Halfway through each window: the ceiling is 2 × the wait.
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
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
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, RETRY_MAX_MS / 2, RETRY_MAX_MS / 2]);
    FakeEventSource.latest.open();
    FakeEventSource.latest.fail();
    await advance(RETRY_FIRST_MS / 2 - 1);
    expect(FakeEventSource.latest.closed).toBe(true);
    await advance(1);
    expect(FakeEventSource.latest.closed).toBe(false);
  });

  it('spreads the retries of clients dropped together over the whole window (full jitter)', () => {
    expect([0, 0.25, 0.999].map((draw) => retryDelay(0, () => draw))).toEqual([0, 250, 999]);
    expect([0, 0.5, 0.999].map((draw) => retryDelay(3, () => draw))).toEqual([0, 4000, 7992]);
    expect(retryDelay(20, () => 0.999)).toBe(29_970);
    // 10,000 clients of an instance that restarted: no 100 ms of the first second gets much more than its share.
    const perSlot = new Array(10).fill(0);
    for (let client = 0; client < 10_000; client += 1)
      perSlot[Math.floor(retryDelay(0) / 100)] += 1;
    for (const count of perSlot) expect(count).toBeLessThan(1_300);
  });

  it('retries when the ticket is refused, and tells the handler to resync once live again', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
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

function Console({
  refetch,
  onEvent,
}: {
  refetch: () => void;
  onEvent?: (event: LiveEvent) => void;
}) {
  return <p>{useLiveRefetch(refetch, onEvent)}</p>;
}

describe('useLiveRefetch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    FakeEventSource.all = [];
    ticketsAsked = 0;
    ticketAnswer = () => [200, { ticket: `ticket-${ticketsAsked}`, expires_in: 30 }];
    Object.assign(globalThis, { EventSource: FakeEventSource });
    stubApi();
    storeSession({ access: 'access', refresh: 'refresh', role: 'admin', email: 'ada@example.com' });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  function mountConsole(onEvent?: (event: LiveEvent) => void) {
    const refetch = jest.fn();
    const view = render(
      <SessionProvider config={{ apiBaseUrl: API, environment: 'test' }}>
        <Console refetch={refetch} onEvent={onEvent} />
      </SessionProvider>,
    );
    return { refetch, ...view };
  }

  /** 100 new submissions within one second, as the stream delivers them. */
  async function burst(source: FakeEventSource): Promise<void> {
    for (let id = 1; id <= 100; id += 1) {
      source.send('submission.created', JSON.stringify({ type: 'submission.created', id }));
      await advance(10);
    }
  }

  it.each([0, 0.5, 0.999])(
    '100 submissions within a second cost at most two refetches, every event still passed on (jitter draw %s)',
    async (draw) => {
      jest.spyOn(Math, 'random').mockReturnValue(draw);
      const onEvent = jest.fn();
      const { refetch } = mountConsole(onEvent);
      await advance();
      FakeEventSource.latest.open();
      await burst(FakeEventSource.latest);
      await advance(10 * REFETCH_GAP_MS);
      expect(onEvent).toHaveBeenCalledTimes(100);
      expect(refetch.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(refetch.mock.calls.length).toBeLessThanOrEqual(2);
    },
  );

  it('refetches within the jitter window after one event, and the last event of a burst is always followed by a refetch', async () => {
    const { refetch } = mountConsole();
    await advance();
    const source = FakeEventSource.latest;
    source.open();
    source.send('submission.replied', JSON.stringify({ type: 'submission.replied', id: 7 }));
    await advance(REFETCH_JITTER_MS);
    expect(refetch).toHaveBeenCalledTimes(1);
    await burst(source);
    const before = refetch.mock.calls.length;
    await advance(REFETCH_GAP_MS + REFETCH_JITTER_MS);
    expect(refetch.mock.calls.length).toBeGreaterThan(before);
    // Nothing more is due once the burst was read.
    const after = refetch.mock.calls.length;
    await advance(10 * REFETCH_GAP_MS);
    expect(refetch).toHaveBeenCalledTimes(after);
  });

  it('spreads the consoles that get the same event over the jitter window', async () => {
    const draws = [0.1, 0.9];
    jest.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.5);
    const first = mountConsole();
    const second = mountConsole();
    await advance();
    for (const source of FakeEventSource.all) source.open();
    for (const source of FakeEventSource.all)
      source.send('submission.created', JSON.stringify({ type: 'submission.created', id: 1 }));
    await advance(REFETCH_JITTER_MS / 2);
    expect([first.refetch.mock.calls.length, second.refetch.mock.calls.length]).toEqual([1, 0]);
    await advance(REFETCH_JITTER_MS / 2);
    expect([first.refetch.mock.calls.length, second.refetch.mock.calls.length]).toEqual([1, 1]);
  });

  it('refetches nothing after unmount', async () => {
    const { refetch, unmount } = mountConsole();
    await advance();
    FakeEventSource.latest.open();
    FakeEventSource.latest.send(
      'submission.created',
      JSON.stringify({ type: 'submission.created', id: 1 }),
    );
    unmount();
    await advance(10 * REFETCH_GAP_MS);
    expect(refetch).not.toHaveBeenCalled();
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
