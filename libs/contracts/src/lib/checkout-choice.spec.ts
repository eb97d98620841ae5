/** @jest-environment jsdom */
import {
  claimCheckoutChoice,
  CHECKOUT_CHOICE_STORAGE_KEY,
  CHECKOUT_CHOICE_TTL_MS,
  checkoutResumePath,
  forgetCheckoutChoice,
  parseCheckoutResume,
  readCheckoutChoice,
  rememberCheckoutChoice,
} from './checkout-choice';

describe('the plan a visitor chose before signing up', () => {
  const now = Date.UTC(2026, 10, 29, 12);
  beforeEach(() => localStorage.clear());

  it('is offered back within a day, and the way back is the pricing page that opens it', () => {
    rememberCheckoutChoice({ plan: 'premium', interval: 'month' }, now);
    const choice = readCheckoutChoice(now + CHECKOUT_CHOICE_TTL_MS - 1);
    expect(choice).toEqual({ plan: 'premium', interval: 'month' });
    expect(checkoutResumePath(choice ?? { plan: 'basic', interval: 'year' })).toBe(
      '/pricing?checkout=premium-month',
    );
  });

  it('is not offered after a day, after being forgotten, or from a clock set back', () => {
    rememberCheckoutChoice({ plan: 'basic', interval: 'year' }, now);
    expect(readCheckoutChoice(now + CHECKOUT_CHOICE_TTL_MS + 1)).toBeNull();
    expect(readCheckoutChoice(now - 60_000)).toBeNull();
    forgetCheckoutChoice();
    expect(localStorage.getItem(CHECKOUT_CHOICE_STORAGE_KEY)).toBeNull();
    expect(readCheckoutChoice(now)).toBeNull();
  });

  it.each([
    ['not JSON', '{plan'],
    ['a plan not sold online', JSON.stringify({ plan: 'elite', interval: 'year', chosenAt: now })],
    ['the free plan', JSON.stringify({ plan: 'free', interval: 'month', chosenAt: now })],
    ['an unknown interval', JSON.stringify({ plan: 'basic', interval: 'week', chosenAt: now })],
    ['no time', JSON.stringify({ plan: 'basic', interval: 'year' })],
    ['a bare string', JSON.stringify('basic-year')],
    ['an injected path', JSON.stringify({ plan: 'basic-year&x=', interval: 'y', chosenAt: now })],
  ])('ignores a stored value that is %s', (_label, stored) => {
    localStorage.setItem(CHECKOUT_CHOICE_STORAGE_KEY, stored);
    expect(readCheckoutChoice(now)).toBeNull();
  });

  it.each([
    ['basic-year', { plan: 'basic', interval: 'year' }],
    ['premium-month', { plan: 'premium', interval: 'month' }],
    ['elite-year', null],
    ['basic-year-x', null],
    ['BASIC-YEAR', null],
    ['', null],
    [null, null],
  ])('reads /pricing?checkout=%s', (value, expected) => {
    expect(parseCheckoutResume(value)).toEqual(expected);
  });

  it('is offered to the first account that signs in, never to another on the same browser', () => {
    rememberCheckoutChoice({ plan: 'basic', interval: 'year' }, now);
    expect(claimCheckoutChoice('Ada@Example.com', now)).toEqual({
      plan: 'basic',
      interval: 'year',
    });
    expect(claimCheckoutChoice('ada@example.com', now + 1)).toEqual({
      plan: 'basic',
      interval: 'year',
    });
    // Someone else signs in on this browser: nothing for them, and the choice is gone.
    expect(claimCheckoutChoice('bob@example.com', now + 2)).toBeNull();
    expect(readCheckoutChoice(now + 3)).toBeNull();
    expect(claimCheckoutChoice('ada@example.com', now + 4)).toBeNull();
  });

  it('keeps its day when claimed', () => {
    rememberCheckoutChoice({ plan: 'premium', interval: 'month' }, now);
    claimCheckoutChoice('ada@example.com', now + 1000);
    expect(claimCheckoutChoice('ada@example.com', now + CHECKOUT_CHOICE_TTL_MS + 1)).toBeNull();
  });
});
