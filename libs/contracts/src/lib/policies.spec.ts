import { isValidEmail } from './email';
import {
  PLAN_ACTIVATION_TEXT,
  POLICY_EFFECTIVE_DATE,
  REFUND_POLICY_TEXT,
  SUPPORT_CLOSED_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
} from './policies';

describe('policy facts', () => {
  it('quote the spec', () => {
    expect(POLICY_EFFECTIVE_DATE).toBe('05/06/2025');
    expect(SUPPORT_HOURS).toBe('Monday to Friday, 10 AM–7 PM (USD)');
    expect(SUPPORT_CLOSED_DAYS).toBe('Closed on Saturday, Sunday and public holidays');
  });

  it('give one support address', () => {
    expect(isValidEmail(SUPPORT_EMAIL)).toBe(true);
  });

  it('follow the Cancellation and Refund Policy: no cancellations, refunds or exchanges, and no 7-day window', () => {
    expect(REFUND_POLICY_TEXT).toContain(
      'do not offer cancellations, refunds or exchanges on any plan',
    );
    expect(REFUND_POLICY_TEXT).not.toMatch(/7.day|seven/i);
  });

  it('say honestly that paid plans are activated by the team, not a checkout', () => {
    expect(PLAN_ACTIVATION_TEXT).toContain('our team activates paid plans');
  });
});
