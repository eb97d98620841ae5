import { POSITIVE_CHECKS, RISK_FLAGS, type RiskFlag } from './checks';
import { type AnalysisFormData, createDefaultFormData } from './form-data';

/** Test helpers (not exported from the library). */

/** A checklist on which no positive check holds and no risk flag is set. */
export function blankForm(overrides: Partial<AnalysisFormData> = {}): AnalysisFormData {
  return {
    ...createDefaultFormData(),
    hasProfessionalPhoto: false,
    recentActivity: false,
    ...overrides,
  };
}

/** Ticks the first `count` positive checks (the 18th is a premium account). */
export function withPositives(form: AnalysisFormData, count: number): AnalysisFormData {
  const next = { ...form } as AnalysisFormData & Record<string, unknown>;
  for (const check of POSITIVE_CHECKS.slice(0, count)) {
    if (check.id === 'premiumAccount') next.accountType = 'premium';
    else next[check.id] = true;
  }
  return next;
}

/** Sets the first `count` risk flags, or the named ones. */
export function withFlags(
  form: AnalysisFormData,
  flags: number | readonly RiskFlag[],
): AnalysisFormData {
  const chosen = typeof flags === 'number' ? RISK_FLAGS.slice(0, flags) : flags;
  const next = { ...form };
  for (const flag of chosen) next[flag] = true;
  return next;
}

/** Every positive check holds, no risk flag is set, a summary exists: the ideal profile. */
export function perfectForm(): AnalysisFormData {
  return withPositives(blankForm(), POSITIVE_CHECKS.length);
}
