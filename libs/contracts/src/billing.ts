/**
 * A second entry of the contracts, for billing's screens (pricing buttons, return pages, Account →
 * Billing, the admin's per-user billing). Not shared: the front ends that call billing bundle it,
 * so it does not ship with /login. The API imports the same names from the main entry.
 */
export * from './lib/billing';
export {
  BILLING_ACCOUNT_TEXTS,
  BILLING_ADMIN_TEXTS,
  BILLING_CANCEL_TEXTS,
  BILLING_POLICY_TEXTS,
  BILLING_PRICING_TEXTS,
  BILLING_SCREENS,
  BILLING_SUCCESS_TEXTS,
  formatBillingAmount,
  INTERVAL_LABELS,
  perInterval,
} from './lib/messages/billing-screens';
export { BILLING_BANNER_TEXTS } from './lib/messages/billing-banner';
export {
  CHECKOUT_CHOICE_STORAGE_KEY,
  CHECKOUT_CHOICE_TTL_MS,
  checkoutResumePath,
  checkoutResumeValue,
  claimCheckoutChoice,
  forgetCheckoutChoice,
  parseCheckoutResume,
  readCheckoutChoice,
  rememberCheckoutChoice,
} from './lib/checkout-choice';
