/**
 * How the queue status writes when a reply is expected: the reader's local time ("14:30"), with
 * the day in front when it is not today. Within the next six days the short weekday is enough
 * ("Tue 14:30") and cannot be mistaken for another day; further out, or already past on an earlier
 * day, the short date says which day ("18 Jun 14:30"). An unreadable timestamp gives null: the
 * status is then not shown at all rather than shown wrong.
 */
export function expectedReplyTime(
  iso: string,
  now: Date = new Date(),
  locales: Intl.LocalesArgument = [],
): string | null {
  const expected = new Date(iso);
  if (Number.isNaN(expected.getTime())) return null;
  const time = expected.toLocaleTimeString(locales, { hour: '2-digit', minute: '2-digit' });
  const days = calendarDaysBetween(now, expected);
  if (days === 0) return time;
  const day =
    days > 0 && days < 7
      ? expected.toLocaleDateString(locales, { weekday: 'short' })
      : expected.toLocaleDateString(locales, { day: 'numeric', month: 'short' });
  return `${day} ${time}`;
}

/** Local calendar days from `from` to `to` (negative when `to` is on an earlier day); DST-proof. */
function calendarDaysBetween(from: Date, to: Date): number {
  const midnight = (date: Date) =>
    new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  return Math.round((midnight(to) - midnight(from)) / 86_400_000);
}
