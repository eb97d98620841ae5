import { onlineManager } from '@tanstack/react-query';
import type whenApiAnswersOf from './reconnect';
import {
  backoffDelay,
  FRESH_START_AFTER_MS,
  parseRetryAfter,
  RECONNECT_MAX_DELAY_MS,
  RETRY_AFTER_MAX_MS,
} from './reconnect';

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => backoffDelay(attempt))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      30_000,
      30_000,
      RECONNECT_MAX_DELAY_MS,
    ]);
  });

  it('honours Retry-After in seconds or as an HTTP date, within reason', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(backoffDelay(0, '5', now)).toBe(5_000);
    expect(backoffDelay(4, '0', now)).toBe(0);
    expect(backoffDelay(0, 'Thu, 01 Jan 2026 00:00:45 GMT', now)).toBe(45_000);
    expect(backoffDelay(0, '86400', now)).toBe(RETRY_AFTER_MAX_MS);
  });

  it('falls back to the backoff for a missing or unreadable Retry-After', () => {
    expect(backoffDelay(2, null)).toBe(4_000);
    expect(backoffDelay(2, 'soon')).toBe(4_000);
    expect(backoffDelay(2, '-3')).toBe(4_000);
    expect(parseRetryAfter('application/json')).toBeNull();
  });
});

describe('whenApiAnswers', () => {
  // The module keeps its loop's state (the backoff carries over to a loop that follows closely):
  // each test gets a fresh copy, so that none depends on the one before it.
  let whenApiAnswers: typeof whenApiAnswersOf;
  beforeEach(async () => {
    await jest.isolateModulesAsync(async () => {
      ({ default: whenApiAnswers } = await import('./reconnect'));
    });
  });
  afterEach(() => jest.useRealTimers());

  it('probes with backoff, honouring a 503 Retry-After, until the API answers', async () => {
    jest.useFakeTimers();
    const answers: [number, string | null][] = [
      [503, '3'],
      [502, null],
    ];
    const probes: number[] = [];
    const start = Date.now();
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      probes.push(Date.now() - start);
      expect(String(input)).toBe('http://api.test/api/health/live');
      const [status, retryAfter] = answers.shift() ?? [200, null];
      return {
        status,
        headers: { get: (name: string) => (name === 'retry-after' ? retryAfter : null) },
      } as unknown as Response;
    }) as typeof fetch;
    let answered = false;
    const back = whenApiAnswers('http://api.test').then(() => {
      answered = true;
    });
    // One loop for every caller.
    expect(whenApiAnswers('http://api.test')).toBe(whenApiAnswers('http://api.test'));
    // Up once the first probe (after 1 s) finds the API still away.
    await jest.advanceTimersByTimeAsync(1_060);
    expect(document.getElementById('pp-reconnect-notice')?.textContent).toBe(
      "Can't reach ProfileProof — retrying",
    );
    await jest.advanceTimersByTimeAsync(19_000);
    await back;
    expect(answered).toBe(true);
    // 1 s, then the 3 s the 503 asked for, then 4 s (the third try's backoff).
    expect(probes).toEqual([1_000, 4_000, 8_000]);
    expect(document.getElementById('pp-reconnect-notice')).toBeNull();
  });

  it('keeps growing the backoff for a loop that follows closely, starts over after a quiet minute', async () => {
    jest.useFakeTimers();
    // The first loop finds the API away twice before it answers; every later probe finds it up.
    const failures = [502, 502];
    const probes: number[] = [];
    global.fetch = jest.fn(async () => {
      probes.push(Date.now());
      const status = failures.shift() ?? 200;
      return { status, headers: { get: () => null } } as unknown as Response;
    }) as typeof fetch;
    const waited = async () => {
      const started = Date.now();
      probes.length = 0;
      const back = whenApiAnswers('http://api.test');
      await jest.advanceTimersByTimeAsync(40_000);
      await back;
      return probes.map((at) => at - started);
    };
    // 1 s, then 2 s, then 4 s: three tries.
    expect(await waited()).toEqual([1_000, 3_000, 7_000]);
    // The loop right after it carries on from there: 8 s, then 16 s.
    expect(await waited()).toEqual([8_000]);
    expect(await waited()).toEqual([16_000]);
    await jest.advanceTimersByTimeAsync(FRESH_START_AFTER_MS + 1);
    expect(await waited()).toEqual([1_000]);
  });

  it('tells React Query the API is back, so that open screens refetch what failed', async () => {
    jest.useFakeTimers();
    const reconnects: boolean[] = [];
    const unsubscribe = onlineManager.subscribe((online) => reconnects.push(online));
    global.fetch = jest.fn(async () => ({
      status: 200,
      headers: { get: () => null },
    })) as unknown as typeof fetch;
    try {
      const back = whenApiAnswers('http://api.test');
      await jest.advanceTimersByTimeAsync(1_000);
      await back;
      expect(reconnects).toEqual([false, true]);
      expect(onlineManager.isOnline()).toBe(true);
    } finally {
      unsubscribe();
    }
  });
});
