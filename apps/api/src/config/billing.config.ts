import { registerAs } from '@nestjs/config';
import { BILLING_PROVIDERS, type BillingProviderName } from '@profileproof/contracts';
import { IsDefined, IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsUrlWithScheme } from './validators';

const chosen = (provider: BillingProviderName) => (env: Environment) =>
  env.BILLING_PROVIDER === provider;

/** Required, and checked, only when BILLING_PROVIDER names this provider (else ignored). */
function RequiredFor(provider: BillingProviderName): PropertyDecorator {
  return (target, property) => {
    ValidateIf(chosen(provider))(target, property);
    IsDefined({ message: `$property is required when BILLING_PROVIDER=${provider}` })(
      target,
      property,
    );
  };
}

/** Optional, and checked only when BILLING_PROVIDER names this provider. */
function OptionalFor(provider: BillingProviderName): PropertyDecorator {
  return ValidateIf(
    (env: Environment, value: unknown) => value !== undefined && chosen(provider)(env),
  );
}

class BillingEnvironment {
  @IsOptional()
  @IsIn(BILLING_PROVIDERS, {
    message: `$property must be ${BILLING_PROVIDERS.join(' or ')} (unset: online payment is off)`,
  })
  BILLING_PROVIDER?: string;

  @RequiredFor('stripe')
  @Matches(/^[rs]k_(?:test|live)_[A-Za-z0-9]+$/, {
    message:
      '$property must be a Stripe secret key: sk_test_…, sk_live_…, or a restricted key rk_test_…/rk_live_…',
  })
  STRIPE_SECRET_KEY?: string;

  @RequiredFor('stripe')
  @Matches(/^whsec_\S+$/, {
    message: "$property must be the webhook endpoint's signing secret, whsec_…",
  })
  STRIPE_WEBHOOK_SECRET?: string;

  @OptionalFor('stripe')
  @IsUrlWithScheme(['https', 'http'], { originOnly: true, example: 'https://api.stripe.com' })
  STRIPE_API_URL?: string;

  @RequiredFor('razorpay')
  @Matches(/^rzp_(?:test|live)_[A-Za-z0-9]+$/, {
    message: '$property must be a Razorpay key id, rzp_test_… or rzp_live_…',
  })
  RAZORPAY_KEY_ID?: string;

  @RequiredFor('razorpay')
  RAZORPAY_KEY_SECRET?: string;

  @RequiredFor('razorpay')
  RAZORPAY_WEBHOOK_SECRET?: string;

  @OptionalFor('razorpay')
  @IsUrlWithScheme(['https', 'http'], { originOnly: true, example: 'https://api.razorpay.com' })
  RAZORPAY_API_URL?: string;
}

export interface StripeBillingConfig {
  /** `sk_test_…`, `sk_live_…` or a restricted key `rk_…`; live keys make the deployment live. */
  secretKey: string;
  /** The webhook endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Another API origin (the fake in tests); unset: Stripe's. */
  apiUrl?: string;
}

export interface RazorpayBillingConfig {
  /** `rzp_test_…` or `rzp_live_…`. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another API origin (the fake in tests); unset: https://api.razorpay.com. */
  apiUrl?: string;
}

/** The payment provider of online billing (issue 40); `provider` null: online payment is off. */
export interface BillingConfig {
  provider: BillingProviderName | null;
  /** Present when `provider` is `stripe`. */
  stripe?: StripeBillingConfig;
  /** Present when `provider` is `razorpay`. */
  razorpay?: RazorpayBillingConfig;
}

const withoutTrailingSlash = (url: string | undefined) => url?.replace(/\/$/, '');

export function loadBillingConfig(env: Environment): BillingConfig {
  const vars = validateEnvironment(env, BillingEnvironment);
  const provider = (vars.BILLING_PROVIDER as BillingProviderName | undefined) ?? null;
  if (provider === 'stripe') {
    const apiUrl = withoutTrailingSlash(vars.STRIPE_API_URL);
    return {
      provider,
      stripe: {
        secretKey: vars.STRIPE_SECRET_KEY as string,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET as string,
        ...(apiUrl ? { apiUrl } : {}),
      },
    };
  }
  if (provider === 'razorpay') {
    const apiUrl = withoutTrailingSlash(vars.RAZORPAY_API_URL);
    return {
      provider,
      razorpay: {
        keyId: vars.RAZORPAY_KEY_ID as string,
        keySecret: vars.RAZORPAY_KEY_SECRET as string,
        webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET as string,
        ...(apiUrl ? { apiUrl } : {}),
      },
    };
  }
  return { provider: null };
}

export const billingConfig = registerAs('billing', () => loadBillingConfig(process.env));
