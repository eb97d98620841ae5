/** Dates as the user's browser writes them (its locale, its time zone). */

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// Quota periods are calendar months in UTC: written in local time, the 1st at 00:00 UTC would
// read as the last day of the month west of Greenwich.
const calendarDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

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

/** A UTC calendar day such as the start of a quota month: '2025-07-01T00:00:00Z' -> 'Jul 1, 2025' everywhere. */
export function formatCalendarDay(iso: string): string {
  const date = parse(iso);
  return date ? calendarDayFormat.format(date) : iso;
}
