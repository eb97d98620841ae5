import {
  type FormDataValidationResult,
  validateFormData,
  withComputedScores,
} from '@profileproof/analysis';

/** What a reply stores of its checklist, on the submission and in its reply version. */
export interface StoredChecklist {
  /** The checklist with the scores the server computed, as JSON text; null: a reply without one. */
  formData: string | null;
  /** 0–100; null without a checklist. */
  profileScore: number | null;
  /** 0–100; null without a checklist. */
  spamScore: number | null;
}

const NO_CHECKLIST: StoredChecklist = { formData: null, profileScore: null, spamScore: null };

/** `analysis: {}`: an object without a single key, the reply of a report that has no checklist. */
export function isEmptyAnalysis(analysis: unknown): boolean {
  return (
    typeof analysis === 'object' &&
    analysis !== null &&
    !Array.isArray(analysis) &&
    Object.keys(analysis).length === 0
  );
}

/**
 * The checklist a reply stores, from `analysis` as sent (untrusted): none for `{}` (form_data and
 * both scores NULL, so the customer's report has no checklist: `readChecklist` gives null); any
 * other object is validated against the profile link (keys left out take their defaults,
 * accountType from the link) and stored with the scores the server computes. Errors as
 * `validateFormData` reports them.
 */
export function checklistToStore(
  analysis: unknown,
  profileUrl: string,
): { ok: true; value: StoredChecklist } | Extract<FormDataValidationResult, { ok: false }> {
  if (isEmptyAnalysis(analysis)) return { ok: true, value: NO_CHECKLIST };
  const checked = validateFormData(analysis, { profileUrl });
  if (!checked.ok) return checked;
  const scored = withComputedScores(checked.value);
  return {
    ok: true,
    value: {
      formData: JSON.stringify(scored),
      profileScore: scored.profileScorePercentage,
      spamScore: scored.spamScore,
    },
  };
}
