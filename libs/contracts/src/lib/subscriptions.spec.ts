import {
  MIN_SUBSCRIPTION_DAYS,
  MONTHLY_SUBMISSION_LIMITS,
  normaliseTier,
  TIER_RANK,
  tierAtLeast,
  TIERS,
} from './subscriptions';

describe('tiers', () => {
  it('are free, basic and premium, in rank order', () => {
    expect(TIERS).toEqual(['free', 'basic', 'premium']);
    expect(TIER_RANK).toEqual({ free: 0, basic: 1, premium: 2 });
  });

  it('compare by rank', () => {
    expect(tierAtLeast('premium', 'basic')).toBe(true);
    expect(tierAtLeast('basic', 'basic')).toBe(true);
    expect(tierAtLeast('free', 'basic')).toBe(false);
  });
});

describe('normaliseTier', () => {
  it.each([
    ['free', 'free'],
    ['Basic', 'basic'],
    ['PREMIUM', 'premium'],
    ['  Premium ', 'premium'],
  ])('%p -> %p', (input, expected) => {
    expect(normaliseTier(input)).toBe(expected);
  });

  it.each([['premium elite'], ['gold'], [''], [null], [undefined], [2], [{ tier: 'free' }]])(
    '%p -> null',
    (input) => {
      expect(normaliseTier(input)).toBeNull();
    },
  );
});

describe('limits', () => {
  it('allow 1 submission a month on free, 24 on basic and unlimited on premium', () => {
    expect(MONTHLY_SUBMISSION_LIMITS).toEqual({ free: 1, basic: 24, premium: null });
  });

  it('make an assignment valid for at least one day', () => {
    expect(MIN_SUBSCRIPTION_DAYS).toBe(1);
  });
});
