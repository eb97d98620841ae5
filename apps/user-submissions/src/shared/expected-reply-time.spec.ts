import { expectedReplyTime } from './expected-reply-time';

// Local dates, so the rule is checked the same in every time zone; en-GB for exact strings.
const now = new Date(2025, 5, 10, 9, 0); // Tuesday 10 June 2025, 09:00
const at = (day: number, hour: number, minute: number) =>
  new Date(2025, 5, day, hour, minute).toISOString();
const label = (iso: string) => expectedReplyTime(iso, now, 'en-GB');

describe('expectedReplyTime', () => {
  it('gives the time alone for later today, and for earlier today', () => {
    expect(label(at(10, 14, 30))).toBe('14:30');
    expect(label(at(10, 23, 59))).toBe('23:59');
    expect(label(at(10, 8, 5))).toBe('08:05');
  });

  it('puts the short weekday in front for the next six days', () => {
    expect(label(at(11, 0, 15))).toBe('Wed 00:15');
    expect(label(at(16, 14, 30))).toBe('Mon 14:30');
  });

  it('puts the date in front from a week on, where a weekday would be ambiguous', () => {
    expect(label(at(17, 14, 30))).toBe('17 Jun 14:30');
    expect(label(new Date(2025, 6, 2, 9, 0).toISOString())).toBe('2 Jul 09:00');
  });

  it('puts the date in front of a moment already past on an earlier day', () => {
    expect(label(at(9, 18, 0))).toBe('9 Jun 18:00');
  });

  it('writes the time as the browser does when no locale is given', () => {
    const expected = new Date(2025, 5, 10, 14, 30);
    expect(expectedReplyTime(expected.toISOString(), now)).toBe(
      expected.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
    );
  });

  it('gives nothing for a timestamp it cannot read', () => {
    expect(label('soon')).toBeNull();
  });
});
