/** Durations, dates and counts as the review queue writes them. */

const DAY_HOURS = 24;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A number of hours in words, to the nearest hour and in days from a day on:
 * 0.4 -> 'under 1 hour', 5 -> '5 hours', 30 -> '1 day 6 hours', 48.2 -> '2 days'.
 */
export function hoursInWords(hours: number): string {
  const whole = Math.round(hours);
  if (whole < 1) return 'under 1 hour';
  if (whole < DAY_HOURS) return plural(whole, 'hour');
  const days = Math.floor(whole / DAY_HOURS);
  const rest = whole - days * DAY_HOURS;
  return rest === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(rest, 'hour')}`;
}

/** How long a submission has waited since `createdAtIso`, coarse enough to read at a glance. */
export function waitedSince(createdAtIso: string, now: number): string {
  const created = Date.parse(createdAtIso);
  if (Number.isNaN(created)) return '';
  const minutes = Math.max(0, Math.floor((now - created) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < DAY_HOURS) return plural(hours, 'hour');
  return plural(Math.floor(hours / DAY_HOURS), 'day');
}

/** Past its due time (`due_by`: the plan's promise) at `now`. */
export function isOverdue(dueByIso: string, now: number): boolean {
  const due = Date.parse(dueByIso);
  return !Number.isNaN(due) && now > due;
}

/** A span short enough to read at a glance: '35 min', '2 h', '2 h 15 min', '1 day 3 h'. */
export function spanInWords(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < DAY_HOURS) {
    const rest = hours < 10 ? minutes - hours * 60 : 0;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / DAY_HOURS);
  const restHours = hours - days * DAY_HOURS;
  return `${plural(days, 'day')}${restHours === 0 ? '' : ` ${restHours} h`}`;
}

/** The promise as a card says it: 'Due in 35 min', or once it has passed, 'Overdue by 2 h'. */
export function dueInWords(dueByIso: string, now: number): string {
  const due = Date.parse(dueByIso);
  if (Number.isNaN(due)) return '';
  return now > due ? `Overdue by ${spanInWords(now - due)}` : `Due in ${spanInWords(due - now)}`;
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** A UTC calendar day of the statistics, '2025-06-05' -> 'Jun 5'. */
export const formatStatsDay = (isoDay: string) => format(dayFormat, `${isoDay}T00:00:00Z`);

const countFormat = new Intl.NumberFormat();

/** A count as the reader's locale writes it: 1234 -> '1,234' (en-US). */
export const formatCount = (count: number) => countFormat.format(count);
