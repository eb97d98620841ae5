/** English month names, January first: how reports write dates whatever the reader's locale. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1234567 -> '1,234,567'. Locale-independent so reports read the same on server and browser. */
export function formatWholeNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  // Groups of three from the right; '1e+21' and the like are left as they are.
  if (!/^\d+$/.test(digits)) return sign + digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return sign + groups.join(',');
}

/** '2025-03-05' -> '5 March 2025'; anything else is returned unchanged. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** A Date as '5 June 2025', in the local calendar (time zone) of the machine running this. */
export function formatLongDate(date: Date): string {
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}

export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatWholeNumber(count)} ${count === 1 ? singular : plural}`;
}
