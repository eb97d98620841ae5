/** Subscription tiers, their limits, and the bodies of the subscription calls. */
import type { components } from '../generated/openapi';

/** The API's DTOs, as its OpenAPI document describes them (`npm run openapi`). */
type Schemas = components['schemas'];

export const TIERS = ['free', 'basic', 'premium'] as const;
export type Tier = (typeof TIERS)[number];

export const DEFAULT_TIER: Tier = 'free';

/** Ranks for access checks: a tier grants everything a lower rank does. */
export const TIER_RANK: Readonly<Record<Tier, number>> = { free: 0, basic: 1, premium: 2 };

/** Submissions per calendar month; null means unlimited. An expired subscription counts as free. */
export const MONTHLY_SUBMISSION_LIMITS: Readonly<Record<Tier, number | null>> = {
  free: 1,
  basic: 24,
  premium: null,
};

/** Display names, as on the admin form (Free, Basic, Premium). */
export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  free: 'Free',
  basic: 'Basic',
  premium: 'Premium',
};

/** Shortest validity an admin can give an assignment; an empty value means unlimited. */
export const MIN_SUBSCRIPTION_DAYS = 1;

/** 'Premium', ' basic ' -> the tier; anything else -> null. */
export function normaliseTier(input: unknown): Tier | null {
  if (typeof input !== 'string') return null;
  const candidate = input.trim().toLowerCase();
  return (TIERS as readonly string[]).includes(candidate) ? (candidate as Tier) : null;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** True when `tier` grants at least what `required` does. */
export function tierAtLeast(tier: Tier, required: Tier): boolean {
  return TIER_RANK[tier] >= TIER_RANK[required];
}

export function monthlySubmissionLimit(tier: Tier): number | null {
  return MONTHLY_SUBMISSION_LIMITS[tier];
}

export type SubscriptionUsage = Schemas['SubscriptionUsageDto'];

/** GET /api/auth/subscription/ */
export interface SubscriptionResponse {
  tier: Tier;
  /** ISO timestamp; null = no expiry. */
  end_date: string | null;
  subscription_id: number | null;
  /** Diagnostic details shown in the admin-only debug panel. */
  debug_info: Record<string, unknown> | null;
  usage: SubscriptionUsage;
}

/** One row of the admin's 'Current Subscribers' table. */
export type Subscriber = Schemas['SubscriberDto'];

/** POST /api/auth/admin/user-subscription/ */
export type SubscriptionAssignment = Schemas['AssignSubscriptionDto'];

/** Query of DELETE /api/auth/admin/user-subscription/ */
export interface SubscriptionDeletionQuery {
  email: string;
}

/** GET /api/auth/admin/user-subscription/: every subscription row, most recently changed first. */
export interface AdminSubscriptionListResponse {
  success: boolean;
  data?: Subscriber[];
  error?: string;
}

/**
 * POST and DELETE /api/auth/admin/user-subscription/. A refusal (4xx) carries `success: false`,
 * `error` and, like every error answer, `detail` (the same text) and, for validation, `errors`.
 */
export interface AdminSubscriptionMutationResponse {
  success: boolean;
  /** POST: the subscriber as stored. */
  data?: Subscriber;
  error?: string;
}

/** Longest validity an admin can give an assignment, in days (100 years). */
export const MAX_SUBSCRIPTION_DAYS = 36_500;

/**
 * The `error` of the subscriber list when the subscriptions table is missing (migrations not
 * applied). The admin screen shows its 'Database Setup Required' panel for it.
 */
export const SUBSCRIPTIONS_TABLE_MISSING_ERROR =
  'The subscriptions table does not exist. Apply the database migrations and restart the API.';

/** The spec's error catalogue: a list failure "with a message that the subscription table does not exist". */
export function isMissingTableError(message: string | null | undefined): boolean {
  return typeof message === 'string' && /table does not exist/i.test(message);
}

/** The `error` of an assignment to an address no account has: the user must exist (foreign key). */
export const SUBSCRIPTION_USER_NOT_FOUND_ERROR =
  'No account uses this email address (foreign key constraint: a subscription needs an existing user).';

/** The spec's error catalogue: an assignment error "mentioning a foreign key constraint". */
export function mentionsForeignKey(message: string | null | undefined): boolean {
  return typeof message === 'string' && /foreign key/i.test(message);
}

/** The `error` of a deletion for a user who has no subscription. */
export const SUBSCRIPTION_NOT_FOUND_ERROR = 'This user has no subscription to remove.';
