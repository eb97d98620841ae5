/**
 * How the product writes dates: as the reader's browser does (its locale, its time zone), the same
 * on every screen of every remote. A value that is not a readable date is shown as it is.
 */

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
// Quota periods are calendar months in UTC: written in local time, the 1st at 00:00 UTC would
// read as the last day of the month west of Greenwich.
const calendarDayFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** '2025-06-05T09:30:00Z' -> 'Jun 5, 2025' (en-US). */
export const formatDate = (iso: string): string => format(dateFormat, iso);

/** '2025-06-05T09:30:00Z' -> 'Jun 5, 2025, 11:30 AM' (en-US, in the browser's time zone). */
export const formatDateTime = (iso: string): string => format(dateTimeFormat, iso);

/** A UTC calendar day such as the start of a quota month: '2025-07-01T00:00:00Z' -> 'Jul 1, 2025' everywhere. */
export const formatCalendarDay = (iso: string): string => format(calendarDayFormat, iso);
