import {
  HIGH_RISK_MIN_FLAGS,
  LOW_RISK_MAX_FLAGS,
  OUTREACH_CHECKS,
  OUTREACH_THRESHOLD_PERCENT,
  POSITIVE_CHECKS,
  QUALITY_POSITIVE_WEIGHT,
  QUALITY_RISK_WEIGHT,
  RISK_FLAGS,
  type RiskFlag,
  SCORE_MAX,
  SCORE_MIN,
  SPAM_SIGNAL_TESTS,
  SPAM_WEIGHTS,
  type SpamSignal,
} from './checks';
import type { AnalysisFormData } from './form-data';

export type RiskLevel = 'low' | 'medium' | 'high';

export interface AnalysisScores {
  /** The risk flags that are set, in the order of `RISK_FLAGS`. */
  riskFlags: RiskFlag[];
  riskFlagCount: number;
  riskLevel: RiskLevel;
  /** How many of the 18 positive checks hold. */
  positiveCount: number;
  /** 0-100; stored as `profileScorePercentage`. */
  qualityScore: number;
  /** 0-100. */
  spamScore: number;
  goodForOutreach: boolean;
  /** How many of the 7 outreach checks hold. */
  outreachChecksPassed: number;
}

/** Keeps a score inside 0-100. */
export function clampScore(value: number): number {
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, value));
}

export function activeRiskFlags(form: AnalysisFormData): RiskFlag[] {
  return RISK_FLAGS.filter((flag) => form[flag] === true);
}

export function countRiskFlags(form: AnalysisFormData): number {
  return activeRiskFlags(form).length;
}

/** The risk band for a number of flags: high from 3, low up to 1, medium in between. */
export function riskLevelForCount(flagCount: number): RiskLevel {
  if (flagCount >= HIGH_RISK_MIN_FLAGS) return 'high';
  if (flagCount <= LOW_RISK_MAX_FLAGS) return 'low';
  return 'medium';
}

export function riskLevel(form: AnalysisFormData): RiskLevel {
  return riskLevelForCount(countRiskFlags(form));
}

export function countPositiveChecks(form: AnalysisFormData): number {
  return POSITIVE_CHECKS.filter((check) => check.holds(form)).length;
}

/**
 * (share of positive checks x 85) - (share of risk flags x 15), clamped to 0-100 and rounded.
 * Computed over a common denominator so that halves are exact (9/18 and 1 flag gives 39.5,
 * which rounds to 40) instead of depending on binary floating-point error.
 */
export function qualityScore(form: AnalysisFormData): number {
  const positives = POSITIVE_CHECKS.length;
  const flags = RISK_FLAGS.length;
  const numerator =
    countPositiveChecks(form) * QUALITY_POSITIVE_WEIGHT * flags -
    countRiskFlags(form) * QUALITY_RISK_WEIGHT * positives;
  return Math.round(clampScore(numerator / (positives * flags)));
}

/** The spam signals present on the form, in the order of `SPAM_WEIGHTS`. */
export function spamSignals(form: AnalysisFormData): SpamSignal[] {
  return (Object.keys(SPAM_SIGNAL_TESTS) as SpamSignal[]).filter((signal) =>
    SPAM_SIGNAL_TESTS[signal](form),
  );
}

/**
 * Sum of the weights of the present signals, capped at 100. `weights` is only for tests and
 * tuning; the product always uses `SPAM_WEIGHTS`.
 */
export function spamScore(
  form: AnalysisFormData,
  weights: Readonly<Record<SpamSignal, number>> = SPAM_WEIGHTS,
): number {
  const sum = spamSignals(form).reduce((total, signal) => total + weights[signal], 0);
  return Math.round(clampScore(sum));
}

export function countOutreachChecksPassed(form: AnalysisFormData): number {
  return OUTREACH_CHECKS.filter((check) => check.holds(form)).length;
}

/** More than 60% of the 7 checks must hold, i.e. at least 5 (4 of 7 is only 57%). */
export function outreachVerdictForCount(passed: number): boolean {
  return passed * 100 > OUTREACH_THRESHOLD_PERCENT * OUTREACH_CHECKS.length;
}

/** The fewest outreach checks that make a profile good for outreach (5 of 7). */
export function minimumOutreachChecks(): number {
  let passed = 0;
  while (passed < OUTREACH_CHECKS.length && !outreachVerdictForCount(passed)) passed += 1;
  return passed;
}

export function isGoodForOutreach(form: AnalysisFormData): boolean {
  return outreachVerdictForCount(countOutreachChecksPassed(form));
}

/** Everything the spec derives from a checklist, in one pass. */
export function scoreAnalysis(form: AnalysisFormData): AnalysisScores {
  const riskFlags = activeRiskFlags(form);
  const outreachChecksPassed = countOutreachChecksPassed(form);
  return {
    riskFlags,
    riskFlagCount: riskFlags.length,
    riskLevel: riskLevelForCount(riskFlags.length),
    positiveCount: countPositiveChecks(form),
    qualityScore: qualityScore(form),
    spamScore: spamScore(form),
    goodForOutreach: outreachVerdictForCount(outreachChecksPassed),
    outreachChecksPassed,
  };
}

/**
 * The form with its three derived fields replaced by the computed values. The API stores this,
 * never the scores a client sent.
 */
export function withComputedScores(form: AnalysisFormData): AnalysisFormData {
  const scores = scoreAnalysis(form);
  return {
    ...form,
    profileScorePercentage: scores.qualityScore,
    spamScore: scores.spamScore,
    goodForOutreach: scores.goodForOutreach,
  };
}
