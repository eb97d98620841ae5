import { PROCESSED_PAGE_SIZE } from './admin';
import {
  CARD_TRUNCATION,
  FETCH_RETRIES,
  FETCH_RETRY_DELAYS_MS,
  LINKEDIN_URL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POPUP_CLOSE_CHECK_MS,
  POPUP_HEIGHT,
  POPUP_WIDTH,
  SUBMISSION_MESSAGE_MAX_LENGTH,
  SUBSCRIPTION_REFRESH_MS,
  truncateText,
} from './limits';
import { ANALYSIS_CHECK_COUNT_TEXT, POLICY_EFFECTIVE_DATE, SUPPORT_HOURS } from './policies';

describe('limits and timings', () => {
  it("match the spec's limits and timings", () => {
    expect(CARD_TRUNCATION).toEqual({ url: 30, message: 50, analysis: 200 });
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(SUBSCRIPTION_REFRESH_MS).toBe(5 * 60 * 1000);
    expect(POPUP_CLOSE_CHECK_MS).toBe(500);
    expect([POPUP_WIDTH, POPUP_HEIGHT]).toEqual([500, 600]);
    expect(FETCH_RETRY_DELAYS_MS).toEqual([1000, 2000]);
    expect(FETCH_RETRIES).toBe(2);
    expect(LINKEDIN_URL_MAX_LENGTH).toBe(2048);
    expect(SUBMISSION_MESSAGE_MAX_LENGTH).toBe(2000);
    expect(PROCESSED_PAGE_SIZE).toBe(10);
  });

  it('truncates card texts', () => {
    expect(truncateText('a'.repeat(30), CARD_TRUNCATION.url)).toBe('a'.repeat(30));
    expect(truncateText('a'.repeat(31), CARD_TRUNCATION.url)).toBe(`${'a'.repeat(30)}...`);
  });
});

describe('policy facts', () => {
  it('match the spec', () => {
    expect(POLICY_EFFECTIVE_DATE).toBe('05/06/2025');
    expect(SUPPORT_HOURS).toBe('Monday to Friday, 10 AM–7 PM (USD)');
    expect(ANALYSIS_CHECK_COUNT_TEXT).toBe('over 25 checks');
  });
});
