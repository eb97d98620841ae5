import {
  COMPARED_FEATURES,
  formatPrice,
  getPlan,
  PAID_PLANS,
  PLAN_FEATURES,
  planForTier,
  PLANS,
  YEARLY_DISCOUNT,
  yearlyMonthlyPrice,
  yearlySaving,
  yearlyTotalPrice,
} from './plans';
import { TIERS } from './subscriptions';

describe('yearlyMonthlyPrice', () => {
  it('takes 20% off', () => {
    expect(YEARLY_DISCOUNT).toBe(0.2);
  });

  it.each([
    [0, 0],
    [599, 479.2],
    [899, 719.2],
    [1299, 1039.2],
    [10.01, 8.01],
  ])('%d -> %d', (monthly, yearly) => {
    expect(yearlyMonthlyPrice(monthly)).toBe(yearly);
  });
});

describe('formatPrice', () => {
  it.each([
    [0, '$0'],
    [599, '$599'],
    [1299, '$1299'],
    [479.2, '$479.20'],
    [719.2, '$719.20'],
    [1039.2, '$1039.20'],
    [599 * 0.8, '$479.20'],
    [9.999, '$10'],
  ])('%d -> %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it('refuses what is not a price', () => {
    expect(() => formatPrice(-1)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('PLANS', () => {
  it('lists Free, Basic, Premium Elite and Premium in pricing-page order', () => {
    expect(
      PLANS.map(({ name, monthlyPrice, yearlyMonthlyPrice, delivery, tier }) => [
        name,
        monthlyPrice,
        yearlyMonthlyPrice,
        delivery,
        tier,
      ]),
    ).toEqual([
      ['Free', 0, 0, 'Within 24 hours', 'free'],
      ['Basic', 599, 479.2, 'Within 4 hours', 'basic'],
      ['Premium Elite', 899, 719.2, 'Within 6 hours', null],
      ['Premium', 1299, 1039.2, 'Within 1 hour, with priority', 'premium'],
    ]);
  });

  it('shows the yearly-equivalent prices of the pricing page', () => {
    expect(PAID_PLANS.map((plan) => formatPrice(plan.yearlyMonthlyPrice))).toEqual([
      '$479.20',
      '$719.20',
      '$1039.20',
    ]);
    expect(PAID_PLANS.map((plan) => formatPrice(plan.monthlyPrice))).toEqual([
      '$599',
      '$899',
      '$1299',
    ]);
  });

  it('carries the submission limit of its tier, and none without a tier', () => {
    expect(getPlan('free').monthlySubmissionLimit).toBe(1);
    expect(getPlan('basic').monthlySubmissionLimit).toBe(24);
    expect(getPlan('premium').monthlySubmissionLimit).toBeNull();
    expect(getPlan('premium-elite')).not.toHaveProperty('monthlySubmissionLimit');
  });

  it('has one plan per tier', () => {
    for (const tier of TIERS) expect(planForTier(tier).tier).toBe(tier);
  });

  it('gives every plan a unique id, a pitch and features', () => {
    expect(new Set(PLANS.map((plan) => plan.id)).size).toBe(PLANS.length);
    for (const plan of PLANS) {
      expect(plan.pitch.length).toBeGreaterThan(0);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });
});

describe('yearly totals', () => {
  it.each([
    [599, 5750.4, 1437.6],
    [899, 8630.4, 2157.6],
    [1299, 12470.4, 3117.6],
    [0, 0, 0],
  ])('%d a month -> %d a year, saving %d', (monthly, total, saving) => {
    expect(yearlyTotalPrice(monthly)).toBe(total);
    expect(yearlySaving(monthly)).toBe(saving);
  });
});

describe('COMPARED_FEATURES', () => {
  it('are the shared features, each listed by at least one plan', () => {
    expect(COMPARED_FEATURES).toEqual(Object.values(PLAN_FEATURES));
    for (const feature of COMPARED_FEATURES)
      expect(PLANS.some((plan) => plan.features.includes(feature))).toBe(true);
  });

  it('include the expert review with over 25 checks on every plan', () => {
    for (const plan of PLANS) expect(plan.features).toContain(PLAN_FEATURES.review);
    expect(PLAN_FEATURES.review).toContain('over 25 checks');
  });
});
