/**
 * The plans, one source for the pricing page and the policy pages (which therefore cannot
 * disagree on names, prices or delivery speeds).
 */
import { ANALYSIS_CHECK_COUNT_TEXT } from './policies';
import { MONTHLY_SUBMISSION_LIMITS, type Tier } from './subscriptions';

/**
 * The reply window of each tier: how long after a submission the desk promises its report. A
 * submission's `due_by` is its creation time plus its owner's window at that moment (a later plan
 * change does not move it); the pending queue is served by `due_by`, then age. These are the
 * defaults: a deployment may change them on the API (REPLY_WINDOW_FREE, REPLY_WINDOW_BASIC,
 * REPLY_WINDOW_PREMIUM; docs/configuration.md), and the pricing page states these defaults.
 */
export const REPLY_WINDOW_HOURS: Readonly<Record<Tier, number>> = {
  free: 24,
  basic: 4,
  premium: 1,
};

/** 24 -> 'Within 24 hours', 1 -> 'Within 1 hour'. */
export function replyWindowText(hours: number): string {
  return `Within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Yearly billing costs 20% less per month. */
export const YEARLY_DISCOUNT = 0.2;

/** The per-month price when billed yearly, rounded to cents: 599 -> 479.2. */
export function yearlyMonthlyPrice(monthlyPrice: number): number {
  return Math.round(monthlyPrice * 100 * (1 - YEARLY_DISCOUNT)) / 100;
}

/** What a year of yearly billing costs: 479.2 a month -> 5750.4. */
export function yearlyTotalPrice(monthlyPrice: number): number {
  return Math.round(yearlyMonthlyPrice(monthlyPrice) * 12 * 100) / 100;
}

/** What yearly billing saves over twelve monthly payments: 599 -> 1437.6. */
export function yearlySaving(monthlyPrice: number): number {
  return Math.round((monthlyPrice * 12 - yearlyTotalPrice(monthlyPrice)) * 100) / 100;
}

/** 599 -> '$599', 479.2 -> '$479.20', 0 -> '$0'. */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not a price: ${amount}`);
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}

export type PlanId = 'free' | 'basic' | 'premium-elite' | 'premium';

export interface Plan {
  id: PlanId;
  name: string;
  /** US dollars per month, billed monthly. */
  monthlyPrice: number;
  /** US dollars per month, billed yearly. */
  yearlyMonthlyPrice: number;
  /** Delivery speed as the pricing page states it. */
  delivery: string;
  /** The subscription tier this plan grants; null for Premium Elite, which is shown on the pricing page only. */
  tier: Tier | null;
  pitch: string;
  features: readonly string[];
  /** Submissions per month (null = unlimited); absent when the plan has no tier. */
  monthlySubmissionLimit?: number | null;
}

const plan = (definition: Omit<Plan, 'yearlyMonthlyPrice' | 'monthlySubmissionLimit'>): Plan => ({
  ...definition,
  yearlyMonthlyPrice: yearlyMonthlyPrice(definition.monthlyPrice),
  ...(definition.tier
    ? { monthlySubmissionLimit: MONTHLY_SUBMISSION_LIMITS[definition.tier] }
    : {}),
});

/** The features several plans share, by name, so the comparison table can tell which plan lists which. */
export const PLAN_FEATURES = {
  review: `Expert manual review with ${ANALYSIS_CHECK_COUNT_TEXT}`,
  report: 'Written report: score, risk level, spam likelihood and outreach readiness',
  recommendations: 'Prioritised, actionable recommendations',
  riskFlags: 'Outreach limitations and risk flags',
  dashboard: 'Results delivered to your dashboard',
} as const;

/** The rows of the pricing page's comparison table (limits and delivery speeds have rows of their own). */
export const COMPARED_FEATURES: readonly string[] = Object.values(PLAN_FEATURES);

const {
  review: REVIEW,
  report: REPORT,
  recommendations: RECOMMENDATIONS,
  riskFlags: RISK_FLAGS,
  dashboard: DASHBOARD,
} = PLAN_FEATURES;

/** In pricing-page order. */
export const PLANS: readonly Plan[] = [
  plan({
    id: 'free',
    name: 'Free',
    monthlyPrice: 0,
    delivery: replyWindowText(REPLY_WINDOW_HOURS.free),
    tier: 'free',
    pitch: 'Try a full manual review of your profile at no cost.',
    features: [
      '1 profile submission per month',
      REVIEW,
      REPORT,
      `Results ${replyWindowText(REPLY_WINDOW_HOURS.free).toLowerCase()}`,
      DASHBOARD,
    ],
  }),
  plan({
    id: 'basic',
    name: 'Basic',
    monthlyPrice: 599,
    delivery: replyWindowText(REPLY_WINDOW_HOURS.basic),
    tier: 'basic',
    pitch: 'Regular reviews for professionals who keep their profile sharp.',
    features: [
      '24 profile submissions per month',
      REVIEW,
      REPORT,
      RECOMMENDATIONS,
      `Delivery ${replyWindowText(REPLY_WINDOW_HOURS.basic).toLowerCase()}`,
      DASHBOARD,
    ],
  }),
  plan({
    id: 'premium-elite',
    name: 'Premium Elite',
    monthlyPrice: 899,
    delivery: 'Within 6 hours',
    tier: null,
    pitch: 'In-depth reviews with a guaranteed turnaround.',
    features: [REVIEW, REPORT, RECOMMENDATIONS, RISK_FLAGS, 'Delivery within 6 hours', DASHBOARD],
  }),
  plan({
    id: 'premium',
    name: 'Premium',
    monthlyPrice: 1299,
    delivery: `${replyWindowText(REPLY_WINDOW_HOURS.premium)}, with priority`,
    tier: 'premium',
    pitch: 'Unlimited reviews for teams and agencies that audit many profiles.',
    features: [
      'Unlimited profile submissions',
      REVIEW,
      REPORT,
      RECOMMENDATIONS,
      RISK_FLAGS,
      `Delivery ${replyWindowText(REPLY_WINDOW_HOURS.premium).toLowerCase()}, with priority`,
      DASHBOARD,
    ],
  }),
];

/** The plans that cost money, as the policy pages list them. */
export const PAID_PLANS: readonly Plan[] = PLANS.filter((entry) => entry.monthlyPrice > 0);

export function getPlan(id: PlanId): Plan {
  const found = PLANS.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown plan "${id}"`);
  return found;
}

/** The plan that grants a tier. */
export function planForTier(tier: Tier): Plan {
  const found = PLANS.find((entry) => entry.tier === tier);
  if (!found) throw new Error(`No plan grants the "${tier}" tier`);
  return found;
}
