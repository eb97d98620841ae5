import { dueInWords, hoursInWords, isOverdue, spanInWords, waitedSince } from './durations';

describe('hoursInWords', () => {
  it.each([
    [0, 'under 1 hour'],
    [0.4, 'under 1 hour'],
    [0.5, '1 hour'],
    [5.2, '5 hours'],
    [23.4, '23 hours'],
    [24, '1 day'],
    [30, '1 day 6 hours'],
    [49, '2 days 1 hour'],
    [72.3, '3 days'],
  ])('%s hours reads "%s"', (hours, words) => {
    expect(hoursInWords(hours)).toBe(words);
  });
});

describe('waitedSince', () => {
  const now = Date.parse('2025-06-10T12:00:00Z');
  it.each([
    ['2025-06-10T11:59:40Z', 'just now'],
    ['2025-06-10T11:59:00Z', '1 minute'],
    ['2025-06-10T11:15:00Z', '45 minutes'],
    ['2025-06-10T07:00:00Z', '5 hours'],
    ['2025-06-09T11:00:00Z', '1 day'],
    ['2025-06-01T12:00:00Z', '9 days'],
  ])('since %s reads "%s"', (created, words) => {
    expect(waitedSince(created, now)).toBe(words);
  });

  it('counts a clock ahead of the browser as just now, and an unreadable date as nothing', () => {
    expect(waitedSince('2025-06-10T12:05:00Z', now)).toBe('just now');
    expect(waitedSince('not a date', now)).toBe('');
  });

  it('calls a submission overdue once its due time has passed, not before', () => {
    expect(isOverdue('2025-06-10T12:00:00Z', now)).toBe(false);
    expect(isOverdue('2025-06-10T11:59:00Z', now)).toBe(true);
    expect(isOverdue('not a date', now)).toBe(false);
  });

  it('says how long until the promise, or how late it is', () => {
    expect(dueInWords('2025-06-10T12:35:00Z', now)).toBe('Due in 35 min');
    expect(dueInWords('2025-06-10T10:00:00Z', now)).toBe('Overdue by 2 h');
    expect(dueInWords('2025-06-10T15:20:00Z', now)).toBe('Due in 3 h 20 min');
    expect(dueInWords('2025-06-09T09:00:00Z', now)).toBe('Overdue by 1 day 3 h');
    expect(dueInWords('not a date', now)).toBe('');
  });

  it('keeps spans short: minutes, then hours, then days', () => {
    expect(spanInWords(10_000)).toBe('1 min');
    expect(spanInWords(59 * 60_000)).toBe('59 min');
    expect(spanInWords(14 * 3_600_000 + 20 * 60_000)).toBe('14 h');
    expect(spanInWords(48 * 3_600_000)).toBe('2 days');
  });
});
