import { MAX_SUBSCRIPTION_DAYS, MIN_SUBSCRIPTION_DAYS, TIERS } from '../subscriptions';

/**
 * The API's refusals of assigning a subscription (the Manage User Subscriptions screen's texts are
 * in `MESSAGES`, `screens.ts`).
 */

export const TIER_REQUIRED = 'Tier is required';
export const TIER_INVALID = `Tier must be one of: ${TIERS.join(', ')}`;
export const VALID_FOR_DAYS_INVALID = `Valid For (days) must be a whole number from ${MIN_SUBSCRIPTION_DAYS} to ${MAX_SUBSCRIPTION_DAYS}, or empty for unlimited`;
