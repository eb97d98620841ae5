import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@profileproof/contracts';
import { type LiveEventsOptions, type LiveStatus, useLiveEvents } from './use-live-events';

/** Two refetches are at least this far apart, however many events arrive in between. */
export const REFETCH_GAP_MS = 2000;
/**
 * Each refetch waits a random part of this after it is due: every browser gets the same event at
 * the same moment, and they must not all ask the API in the same millisecond.
 */
export const REFETCH_JITTER_MS = 1000;

export interface RefetchCoalescer {
  /** Something changed: a refetch is due (joins the one already due, if any). */
  schedule(): void;
  /** Drops the refetch due, if any (unmount). */
  cancel(): void;
}

/**
 * Turns a burst of changes into few refetches: the first change schedules one after a random wait
 * within REFETCH_JITTER_MS; changes until it runs join it; changes after it schedule one more, not
 * before REFETCH_GAP_MS after the last (plus the jitter). So 100 changes within one second cost at
 * most two refetches, and a steady stream of changes one per 2–3 s.
 */
export function coalesceRefetches(
  refetch: () => void,
  random: () => number = Math.random,
): RefetchCoalescer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = Number.NEGATIVE_INFINITY;
  return {
    schedule() {
      if (timer !== undefined) return;
      const now = Date.now();
      const due = Math.max(now, last + REFETCH_GAP_MS) + Math.floor(random() * REFETCH_JITTER_MS);
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        refetch();
      }, due - now);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * `useLiveEvents` for screens that refetch on events: `refetch` runs coalesced and jittered (see
 * `coalesceRefetches`), `onEvent` (optional) still gets each event at once. The latest `refetch`
 * and `onEvent` are called.
 */
export function useLiveRefetch(
  refetch: () => void,
  onEvent?: (event: LiveEvent) => void,
  options?: LiveEventsOptions,
): LiveStatus {
  const latest = useRef({ refetch, onEvent });
  useEffect(() => {
    latest.current = { refetch, onEvent };
  });
  const coalescer = useRef<RefetchCoalescer | null>(null);
  useEffect(() => {
    const created = coalesceRefetches(() => latest.current.refetch());
    coalescer.current = created;
    return () => {
      created.cancel();
      coalescer.current = null;
    };
  }, []);
  return useLiveEvents((event) => {
    coalescer.current?.schedule();
    latest.current.onEvent?.(event);
  }, options);
}
