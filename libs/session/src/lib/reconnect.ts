// Loaded only when the API stops answering (see `whenApiAnswers` in api-client.ts): the calm
// "retrying" notice, and one probe loop with exponential backoff that every waiting caller shares.
import { API_PATHS, RECONNECT_NOTICE } from '@profileproof/contracts';

/** The first wait before trying again; each further failure doubles it, up to the cap. */
export const RECONNECT_FIRST_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 30_000;
/** A `Retry-After` longer than this is not believed: the notice must not wait for hours. */
export const RETRY_AFTER_MAX_MS = 300_000;
export const NOTICE_ID = 'pp-reconnect-notice';

/** What the probe asks: answers as soon as the process does, whatever its dependencies. */
const PROBE_PATH = `${API_PATHS.health}/live`;

/**
 * How long to wait before try number `attempt + 1`: 1 s, 2 s, 4 s … capped at 30 s, unless the
 * server said how long (`Retry-After` in seconds or as an HTTP date).
 */
export function backoffDelay(
  attempt: number,
  retryAfter?: string | null,
  now = Date.now(),
): number {
  const asked = parseRetryAfter(retryAfter, now);
  if (asked !== null) return Math.min(asked, RETRY_AFTER_MAX_MS);
  return Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** Math.max(0, attempt), RECONNECT_MAX_DELAY_MS);
}

export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1_000;
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT"); "-3" is no date.
  const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The API answered the probe: any status but a proxy's or an overloaded server's 502/503/504. */
function answers(response: Response): boolean {
  return response.status < 502 || response.status > 504;
}

let current: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
// Failed tries: kept from one loop to the next that follows closely (the API answers the probe but
// still fails the call that waited), so that the backoff keeps growing instead of starting over.
let tries = 0;
let endedAt = 0;
/** A loop starting this long after the last one ended is a new outage: back to 1 s. */
export const FRESH_START_AFTER_MS = 60_000;

/** Resolves when the API answers again; the first caller starts the loop, later callers share it. */
export default function whenApiAnswers(baseUrl: string): Promise<void> {
  if (current) return current;
  if (Date.now() - endedAt > FRESH_START_AFTER_MS) tries = 0;
  const loop = new Promise<void>((resolve) => {
    const probe = (retryAfter?: string | null) => {
      timer = setTimeout(
        async () => {
          tries += 1;
          let answered = false;
          let retryAfterNext: string | null = null;
          try {
            const response = await fetch(new URL(PROBE_PATH, baseUrl), { cache: 'no-store' });
            answered = answers(response);
            retryAfterNext = response.headers.get('retry-after');
          } catch {
            // not listening: try again later
          }
          if (current !== loop) return; // stopped meanwhile
          // Up from the first probe that fails: a blip the first probe finds over shows nothing.
          if (!answered) return void (showNotice(), probe(retryAfterNext));
          current = null;
          endedAt = Date.now();
          hideNotice();
          resolve();
          // As when the browser comes back online: React Query's onlineManager hears it and
          // refetches what the open screens show (refetchOnReconnect), so a screen that failed
          // while the API was away carries on. (Events, not an import: no bytes in the first visit.)
          window.dispatchEvent(new Event('offline'));
          window.dispatchEvent(new Event('online'));
        },
        backoffDelay(tries, retryAfter),
      );
    };
    probe();
  });
  current = loop;
  return loop;
}

/**
 * A polite status line, not an error dialog: screen readers announce it when they are idle. Plain
 * DOM, outside React, so that any screen (the shell's or a remote's) shows the same single one.
 */
function showNotice(): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.setAttribute('aria-live', 'polite');
  notice.style.cssText = [
    'position:fixed',
    'z-index:1000',
    'max-width:calc(100vw - 32px)',
    'box-sizing:border-box',
    'padding:10px 16px',
    'border-radius:var(--pp-radius-sm,8px)',
    'border:1px solid var(--pp-line,#e2e8f0)',
    'background:var(--pp-warning-soft,#fdf6e3)',
    'color:var(--pp-ink,#0f172a)',
    'font:500 14px/1.4 var(--pp-font,system-ui,sans-serif)',
    'box-shadow:var(--pp-shadow)',
    'text-align:center',
  ].join(';');
  // A corner toast, clear of the page's heading and of a form's button; on a phone, centred at the bottom.
  if (!document.getElementById(`${NOTICE_ID}-place`)) {
    const placement = document.createElement('style');
    placement.id = `${NOTICE_ID}-place`;
    placement.textContent = `#${NOTICE_ID}{left:50%;bottom:16px;transform:translateX(-50%)}@media(min-width:640px){#${NOTICE_ID}{left:auto;right:24px;bottom:24px;transform:none}}`;
    document.head.append(placement);
  }
  document.body.append(notice);
  // A live region is announced when its text changes: add the text once it is in the page.
  setTimeout(() => {
    notice.textContent = RECONNECT_NOTICE;
  }, 50);
}

function hideNotice(): void {
  document.getElementById(NOTICE_ID)?.remove();
}

/**
 * Ends the loop without an answer and takes the notice down: for screen tests, whose stubbed
 * failures would otherwise leave a loop probing the next test's stub (tools/jest/setup-dom.js).
 */
export function stopReconnecting(): void {
  clearTimeout(timer);
  current = null;
  hideNotice();
}
