import { formatCalendarDay, formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('writes a moment as a date, or a date and time, in the reader’s calendar', () => {
    const iso = '2025-06-05T09:30:00.000Z';
    expect(formatDate(iso)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(formatDateTime(iso)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    );
    expect(formatDateTime(iso)).toContain(formatDate(iso));
  });

  it('writes a UTC calendar day as that day in every time zone', () => {
    expect(formatCalendarDay('2025-07-01T00:00:00.000Z')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2025, 6, 1)),
      ),
    );
  });

  it('shows an unreadable value as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
