/** The injection token of the deployment's BillingProvider, or null when BILLING_PROVIDER is unset. */
export const BILLING_PROVIDER = Symbol('BillingProvider');
