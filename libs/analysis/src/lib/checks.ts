import type { AnalysisFormData, BooleanFieldKey } from './form-data';

/** The 17 boxes of the checklist whose tick is a positive check, in the spec's order. */
const POSITIVE_BOXES = [
  'hasVerificationShield',
  'hasCustomURL',
  'hasProfileSummary',
  'hasProfessionalPhoto',
  'profileCompleteness',
  'skillsEndorsementsCount',
  'hasRecommendations',
  'personalizedProfile',
  'recentActivity',
  'engagementWithContent',
  'engagementHistory',
  'postHistoryOlderThanYear',
  'profileUpdates',
  'sharedInterests',
  'openToNetworking',
  'industryRelevance',
  'activeJobTitles',
] as const satisfies readonly BooleanFieldKey[];

/**
 * Every check's id, in one list: a ticked box, or a derived name. Tables keyed by check id are
 * typed with it, so renaming a check fails to compile wherever it is referenced.
 */
export const CHECK_IDS = [...POSITIVE_BOXES, 'premiumAccount', 'notLowConnections'] as const;

export type CheckId = (typeof CHECK_IDS)[number];

/** One yes/no test on the checklist. */
export interface AnalysisCheck {
  readonly id: CheckId;
  readonly holds: (form: AnalysisFormData) => boolean;
}

/** A check that is one box of the checklist: an id that stops naming a box stops compiling here. */
const isTicked = (key: Extract<CheckId, BooleanFieldKey>): AnalysisCheck => ({
  id: key,
  holds: (form) => form[key] === true,
});

/** The five risk flags of the spec. */
export const RISK_FLAGS = [
  'newlyCreated',
  'sparseJobHistory',
  'defaultProfilePicture',
  'lowConnections',
  'noEngagementOnPosts',
] as const satisfies readonly BooleanFieldKey[];

export type RiskFlag = (typeof RISK_FLAGS)[number];

/** The 18 positive checks behind the quality score: 17 ticked boxes plus a premium account. */
export const POSITIVE_CHECKS: readonly AnalysisCheck[] = [
  ...POSITIVE_BOXES.map(isTicked),
  { id: 'premiumAccount', holds: (form) => form.accountType === 'premium' },
];

/** The seven checks behind the outreach verdict; a low connection count fails the last one. */
export const OUTREACH_CHECKS: readonly AnalysisCheck[] = [
  isTicked('openToNetworking'),
  isTicked('industryRelevance'),
  isTicked('recentActivity'),
  isTicked('engagementWithContent'),
  isTicked('hasVerificationShield'),
  isTicked('hasProfessionalPhoto'),
  { id: 'notLowConnections', holds: (form) => form.lowConnections !== true },
];

export type SpamSignal = RiskFlag | 'noSummary' | 'outdatedJobInfo';

/** Spam-likelihood weights of the spec; they add up to exactly 100. */
export const SPAM_WEIGHTS: Readonly<Record<SpamSignal, number>> = {
  newlyCreated: 25,
  sparseJobHistory: 20,
  defaultProfilePicture: 20,
  lowConnections: 15,
  noEngagementOnPosts: 10,
  noSummary: 5,
  outdatedJobInfo: 5,
};

/** When each spam signal is present. */
export const SPAM_SIGNAL_TESTS: Readonly<Record<SpamSignal, (form: AnalysisFormData) => boolean>> =
  {
    newlyCreated: (form) => form.newlyCreated === true,
    sparseJobHistory: (form) => form.sparseJobHistory === true,
    defaultProfilePicture: (form) => form.defaultProfilePicture === true,
    lowConnections: (form) => form.lowConnections === true,
    noEngagementOnPosts: (form) => form.noEngagementOnPosts === true,
    noSummary: (form) => form.hasProfileSummary !== true,
    outdatedJobInfo: (form) => form.outdatedJobInfo === true,
  };

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
/** Weight of the positive checks in the quality score. */
export const QUALITY_POSITIVE_WEIGHT = 85;
/** Penalty weight of the risk flags in the quality score. */
export const QUALITY_RISK_WEIGHT = 15;
/** Risk level is high from this many flags on. */
export const HIGH_RISK_MIN_FLAGS = 3;
/** Risk level is low up to this many flags. */
export const LOW_RISK_MAX_FLAGS = 1;
/** Good for outreach when MORE than this share of the outreach checks hold (in percent). */
export const OUTREACH_THRESHOLD_PERCENT = 60;
