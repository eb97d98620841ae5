/**
 * A second entry of the contracts, for billing's screens (pricing buttons, return pages, Account →
 * Billing, the admin's per-user billing). Not shared: the front ends that call billing bundle it,
 * so it does not ship with /login. The API imports the same names from the main entry.
 */
export * from './lib/billing';
export {
  BILLING_SCREENS,
  formatBillingAmount,
  INTERVAL_LABELS,
  perInterval,
} from './lib/messages/billing-screens';
