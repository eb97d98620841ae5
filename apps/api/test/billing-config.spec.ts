import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Environment,
  InvalidConfigurationError,
  loadBillingConfig,
  loadConfiguration,
} from '../src/config';

const STRIPE = {
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51Abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};
const RAZORPAY = {
  BILLING_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_Abc123',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

/** The message of the refusal (every problem, as the start-up reports them). */
function refusal(env: Environment): string {
  try {
    loadBillingConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidConfigurationError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('billing configuration', () => {
  it('is off by default, and then needs nothing else (empty values count as unset)', () => {
    expect(loadBillingConfig({})).toEqual({ provider: null });
    expect(loadBillingConfig({ BILLING_PROVIDER: ' ' })).toEqual({ provider: null });
    // The keys of a provider not chosen are neither required nor read.
    expect(
      loadBillingConfig({ STRIPE_SECRET_KEY: 'nonsense', RAZORPAY_API_URL: 'ftp://x' }),
    ).toEqual({ provider: null });
  });

  it('is part of the whole configuration', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pp-billing-config-'));
    try {
      expect(loadConfiguration({ DATA_DIR: dataDir, ...STRIPE }).billing).toEqual({
        provider: 'stripe',
        stripe: { secretKey: 'sk_test_51Abc', webhookSecret: 'whsec_abc123' },
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads Stripe: keys and another API origin', () => {
    for (const secretKey of ['sk_live_51Abc', 'rk_test_51Abc', 'rk_live_51Abc']) {
      expect(loadBillingConfig({ ...STRIPE, STRIPE_SECRET_KEY: secretKey }).stripe?.secretKey).toBe(
        secretKey,
      );
    }
    expect(loadBillingConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:4567/' })).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_51Abc',
        webhookSecret: 'whsec_abc123',
        apiUrl: 'http://127.0.0.1:4567',
      },
    });
  });

  it('reads Razorpay: keys and another API origin', () => {
    expect(loadBillingConfig({ ...RAZORPAY, RAZORPAY_API_URL: 'https://rzp.example' })).toEqual({
      provider: 'razorpay',
      razorpay: {
        keyId: 'rzp_test_Abc123',
        keySecret: 'key-secret',
        webhookSecret: 'webhook-secret',
        apiUrl: 'https://rzp.example',
      },
    });
    expect(
      loadBillingConfig({ ...RAZORPAY, RAZORPAY_KEY_ID: 'rzp_live_Abc' }).razorpay?.keyId,
    ).toBe('rzp_live_Abc');
  });

  it.each([
    [{ BILLING_PROVIDER: 'paypal' }, 'BILLING_PROVIDER must be stripe or razorpay'],
    [{ BILLING_PROVIDER: 'Stripe' }, 'BILLING_PROVIDER must be stripe or razorpay'],
    [
      { ...STRIPE, STRIPE_SECRET_KEY: '' },
      'STRIPE_SECRET_KEY is required when BILLING_PROVIDER=stripe',
    ],
    [
      { ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_51Abc' },
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    ],
    [{ ...STRIPE, STRIPE_SECRET_KEY: 'sk_51Abc' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [
      { ...STRIPE, STRIPE_WEBHOOK_SECRET: undefined },
      'STRIPE_WEBHOOK_SECRET is required when BILLING_PROVIDER=stripe',
    ],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'abc123' }, 'STRIPE_WEBHOOK_SECRET must be'],
    [
      { ...STRIPE, STRIPE_API_URL: 'ftp://127.0.0.1' },
      'STRIPE_API_URL must be an origin starting with https:// or http://',
    ],
    [{ ...STRIPE, STRIPE_API_URL: 'localhost:4567' }, 'STRIPE_API_URL must be an origin'],
    [
      { ...RAZORPAY, RAZORPAY_KEY_ID: undefined },
      'RAZORPAY_KEY_ID is required when BILLING_PROVIDER=razorpay',
    ],
    [{ ...RAZORPAY, RAZORPAY_KEY_ID: 'key_Abc123' }, 'RAZORPAY_KEY_ID must be a Razorpay key id'],
    [
      { ...RAZORPAY, RAZORPAY_KEY_SECRET: '' },
      'RAZORPAY_KEY_SECRET is required when BILLING_PROVIDER=razorpay',
    ],
    [
      { ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: undefined },
      'RAZORPAY_WEBHOOK_SECRET is required when BILLING_PROVIDER=razorpay',
    ],
    [
      { ...RAZORPAY, RAZORPAY_API_URL: 'file:///etc/passwd' },
      'RAZORPAY_API_URL must be an origin starting with https:// or http://',
    ],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(refusal(env)).toContain(message);
  });

  it('reports every missing key of the chosen provider at once', () => {
    expect(refusal({ BILLING_PROVIDER: 'stripe' })).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is required when BILLING_PROVIDER=stripe; ' +
        'STRIPE_WEBHOOK_SECRET is required when BILLING_PROVIDER=stripe',
    );
    expect(refusal({ BILLING_PROVIDER: 'razorpay' })).toBe(
      'Invalid configuration: RAZORPAY_KEY_ID is required when BILLING_PROVIDER=razorpay; ' +
        'RAZORPAY_KEY_SECRET is required when BILLING_PROVIDER=razorpay; ' +
        'RAZORPAY_WEBHOOK_SECRET is required when BILLING_PROVIDER=razorpay',
    );
  });
});
