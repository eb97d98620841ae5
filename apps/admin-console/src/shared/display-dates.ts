/** Dates on the admin screens, as the analyst's browser writes them (its locale, its time zone). */

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2025-06-05T09:30:00Z' -> 'Jun 5, 2025' (en-US). An unreadable value is shown as it is. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat.format(date) : iso;
}

/** '2025-06-05T09:30:00Z' -> 'Jun 5, 2025, 11:30 AM' (en-US, in the browser's time zone). */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTimeFormat.format(date) : iso;
}

/** True when `iso` is a readable moment before `now`. */
export function isPast(iso: string, now: number = Date.now()): boolean {
  const date = parse(iso);
  return date !== null && date.getTime() < now;
}
