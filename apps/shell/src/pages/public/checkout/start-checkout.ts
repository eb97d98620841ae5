import {
  BILLING_API_PATHS,
  type BillingRedirect,
  type CheckoutRequest,
} from '@profileproof/contracts/billing';
import type { ApiClient } from '@profileproof/session';

/**
 * POST /api/billing/checkout/ {plan, interval}: where to send the browser to pay (the server
 * picks the price). 409 when the caller already has a live subscription, 503 when the provider
 * cannot be reached.
 */
export function startCheckout(api: ApiClient, body: CheckoutRequest): Promise<BillingRedirect> {
  return api.request<BillingRedirect>(BILLING_API_PATHS.checkout, { method: 'POST', body });
}
