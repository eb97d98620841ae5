import { useEffect, useRef, useState } from 'react';
import {
  API_PATHS,
  type EventTicketResponse,
  LIVE_EVENT_TYPES,
  type LiveEvent,
  withQuery,
} from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { parseLiveEvent } from './parse-live-event';

/** `connecting`: asking for a ticket or opening the stream; `live`: open; `offline`: off, or waiting to retry. */
export type LiveStatus = 'connecting' | 'live' | 'offline';

export interface LiveEventsOptions {
  /** Off: no stream (the status is `offline`). On by default. */
  enabled?: boolean;
}

/**
 * The ceiling of the wait before a new ticket after a failure: it doubles at each failure, up to
 * the cap, and starts over once live. The wait itself is drawn between 0 and the ceiling ("full
 * jitter"): when an instance restarts, its thousands of clients come back spread over the window
 * instead of all in the same millisecond, and each failure widens it.
 */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** The wait before retry number `failures + 1`: uniform in [0, ceiling), ceiling RETRY_FIRST_MS·2^failures up to RETRY_MAX_MS. */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS);
  return Math.floor(random() * ceiling);
}

/**
 * The API's live events (GET /api/events/) for the signed-in user: `onEvent` gets each one (an
 * admin's stream carries every event, a user's those about their own submissions); the latest
 * `onEvent` is called, without reconnecting when it changes. The stream is opened with a
 * single-use ticket (POST /api/events/ticket/, through the session's API client, which renews the
 * access token as for any call), never with the access token in the URL. When it fails or ends
 * (the server ends every stream after the access token's lifetime) it is closed and reopened with
 * a new ticket, after a jittered wait (`retryDelay`) whose ceiling doubles from RETRY_FIRST_MS up to RETRY_MAX_MS; once open again, `onEvent` gets
 * `{type: 'resync'}`, as events may have been missed in between. Stops on unmount, on sign-out
 * and when `enabled` turns false.
 */
export function useLiveEvents(
  onEvent: (event: LiveEvent) => void,
  options: LiveEventsOptions = {},
): LiveStatus {
  const { api, status: sessionStatus, user } = useSession();
  // Not while a stored token is being checked: it may be about to be refused.
  const enabled = (options.enabled ?? true) && user !== null && sessionStatus === 'ready';
  const account = user ? `${user.role}:${user.email}` : null;
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });

  useEffect(() => {
    if (!enabled) return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let wasLive = false;
    let stopped = false;

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      setStatus('offline');
      retryTimer = setTimeout(connect, retryDelay(failures));
      failures += 1;
    };

    const open = (ticket: string) => {
      source = new EventSource(
        new URL(withQuery(API_PATHS.events.stream, { ticket }), api.baseUrl),
      );
      source.onopen = () => {
        failures = 0;
        setStatus('live');
        if (wasLive) latest.current({ type: 'resync' });
        wasLive = true;
      };
      source.onerror = retry;
      // Only the known types have a listener: any other event name is ignored.
      for (const type of LIVE_EVENT_TYPES) {
        source.addEventListener(type, (message) => {
          const event = parseLiveEvent(type, message.data);
          if (event) latest.current(event);
        });
      }
    };

    function connect() {
      setStatus('connecting');
      api
        .request<EventTicketResponse>(API_PATHS.events.ticket, { method: 'POST' })
        .then(({ ticket }) => {
          if (!stopped) open(ticket);
        }, retry);
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      // What a new stream starts as (were this one turned off and on again).
      setStatus('connecting');
    };
  }, [api, enabled, account]);

  return enabled ? status : 'offline';
}
