import { planAmountCents, PURCHASABLE_PLAN_IDS } from '../billing';
import { formatPrice } from '../plans';
import { BILLING_SCREENS, formatBillingAmount } from './billing-screens';

describe('formatBillingAmount', () => {
  it.each([0, 1, 99, 100, 59900, 47920, 575040, 1039200])(
    'writes %i cents of US dollars as formatPrice writes the dollars',
    (cents) => {
      expect(formatBillingAmount(cents, 'usd')).toBe(formatPrice(cents / 100));
      expect(formatBillingAmount(cents, 'USD')).toBe(formatPrice(cents / 100));
    },
  );

  it('writes every price sold online as the pricing page does', () => {
    for (const id of PURCHASABLE_PLAN_IDS)
      for (const interval of ['month', 'year'] as const)
        expect(formatBillingAmount(planAmountCents(id, interval), 'usd')).toBe(
          formatPrice(planAmountCents(id, interval) / 100),
        );
  });

  it('names another currency', () => {
    expect(formatBillingAmount(599000, 'inr')).toBe('5990.00 INR');
  });
});

describe('BILLING_SCREENS', () => {
  it('words every state of a subscription and every source of a tier', () => {
    expect(Object.keys(BILLING_SCREENS.account.states).sort()).toEqual([
      'active',
      'canceling',
      'ended',
      'past_due',
      'pending',
    ]);
    expect(BILLING_SCREENS.account.sources).toEqual({
      provider: 'Paid subscription',
      admin: 'Granted by the ProfileProof team',
      free: 'Free plan',
    });
  });

  it('keeps the return pages and the pricing button as the issue words them', () => {
    expect(BILLING_SCREENS.cancel.title).toBe('Checkout canceled — you were not charged');
    expect(BILLING_SCREENS.success.confirming).toBe('Confirming your payment…');
    expect(BILLING_SCREENS.pricing.subscribeFor('$599', 'month')).toBe('for $599 a month');
  });
});
