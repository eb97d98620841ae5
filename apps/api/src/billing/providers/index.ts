// The payment provider of this deployment, from BILLING_PROVIDER (config/billing.config.ts).
import type { BillingConfig } from '../../config';
import type { BillingProvider } from './billing-provider';
import { RazorpayProvider } from './razorpay.provider';
import { StripeProvider } from './stripe.provider';

export * from './billing-provider';
export { RazorpayProvider, type RazorpayProviderOptions } from './razorpay.provider';
export { StripeProvider, type StripeProviderOptions } from './stripe.provider';

/**
 * The adapter of the configured provider; null when online payment is off (BILLING_PROVIDER
 * unset). Throws when the provider is set without its keys (the configuration refuses that at
 * start, so only a hand-made config gets here).
 */
export function createBillingProvider(config: BillingConfig): BillingProvider | null {
  switch (config.provider) {
    case 'stripe':
      if (!config.stripe) throw new Error('BILLING_PROVIDER=stripe without its keys');
      return new StripeProvider(config.stripe);
    case 'razorpay':
      if (!config.razorpay) throw new Error('BILLING_PROVIDER=razorpay without its keys');
      return new RazorpayProvider(config.razorpay);
    default:
      return null;
  }
}
