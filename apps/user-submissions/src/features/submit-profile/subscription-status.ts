import {
  DEFAULT_TIER,
  MESSAGES,
  type SubscriptionResponse,
  type SubscriptionUsage,
  type Tier,
} from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import { formatCalendarDay } from '@profileproof/ui';

/** What the plan panel shows: the tier (null while unknown), the usage when known, and why anything is missing. */
export interface SubscriptionStatus {
  tier: Tier | null;
  usage: SubscriptionUsage | null;
  endDate: string | null;
  problem: string | null;
}

/**
 * The spec's error texts for loading the subscription. An HTML answer and a network failure fall back to the free
 * tier; a server error (any 5xx) and anything else say the data could not be loaded.
 */
export function subscriptionLoadProblem(error: unknown): {
  message: string;
  fallbackToFree: boolean;
} {
  const { subscription } = MESSAGES;
  if (error instanceof ApiError) {
    if (error.kind === 'invalid-response')
      return { message: subscription.htmlResponse, fallbackToFree: true };
    if (error.kind === 'network')
      return { message: subscription.connectionFallback, fallbackToFree: true };
    if (error.status >= 500) return { message: subscription.serverError, fallbackToFree: false };
  }
  return { message: subscription.loadFailed, fallbackToFree: false };
}

/** The last good answer wins over a failed refresh; the failure is still said. */
export function subscriptionStatus(
  data: SubscriptionResponse | undefined,
  error: unknown,
): SubscriptionStatus {
  const problem = error ? subscriptionLoadProblem(error) : null;
  if (data)
    return {
      tier: data.tier,
      usage: data.usage,
      endDate: data.end_date,
      problem: problem?.message ?? null,
    };
  return {
    tier: problem?.fallbackToFree ? DEFAULT_TIER : null,
    usage: null,
    endDate: null,
    problem: problem?.message ?? null,
  };
}

/** '1 of 1 submissions left this month · resets Jul 1, 2025', or 'Unlimited submissions'. */
export function remainingSubmissionsText(usage: SubscriptionUsage): string {
  if (usage.limit === null || usage.remaining === null) return 'Unlimited submissions';
  return `${usage.remaining} of ${usage.limit} submissions left this month · resets ${formatCalendarDay(usage.resets_at)}`;
}

export function isQuotaUsedUp(usage: SubscriptionUsage | null): boolean {
  return usage !== null && usage.remaining !== null && usage.remaining <= 0;
}
