/**
 * Every query of the caller's subscription (GET /api/auth/subscription/, the plan panel's tier
 * badge and usage) starts with this key: invalidate it after a submit or a payment.
 */
export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;
