import { validateFormData } from '@profileproof/analysis';
import type { AdminSubmission } from '@profileproof/contracts';
import { listDrafts, readDraft, type StoredDraft } from '@profileproof/session/drafts';
import type { ReviewStep } from './components/review-tabs';
import { hasUnsavedWork, type ReviewDraft } from './review-draft';

/**
 * The analyst's unsent work as this browser keeps it (`@profileproof/session/drafts`, under the
 * analyst's e-mail, scope `review:<submission id>`), so that a session ended from another device
 * or expired does not lose it: restored when the same analyst opens the dashboard again.
 */
export interface KeptReview {
  /** The submission as its card showed it when the work started (its `reply_version` is the reply's base). */
  submission: AdminSubmission;
  form: ReviewDraft['form'];
  formEdited: boolean;
  report: string;
  reportBaseline: string;
  /** Where the analyst was: the queue (the card "In progress"), the checklist or the preview. */
  step: ReviewStep;
  /** Edit mode (`?edit=`): work on a reviewed submission's new version. */
  editing: boolean;
}

/** A restored draft as the workflow takes it in. */
export interface RestoredReview {
  draft: ReviewDraft;
  step: ReviewStep;
  /** When it was last written (ISO). */
  savedAt: string;
}

export const REVIEW_SCOPE_PREFIX = 'review:';

export const reviewScope = (submissionId: number): string =>
  `${REVIEW_SCOPE_PREFIX}${submissionId}`;

/** What is kept of the open draft: null when nothing would be lost (untouched, or sent). */
export function keptReviewOf(
  draft: ReviewDraft | null,
  step: ReviewStep,
  sent: boolean,
): KeptReview | null {
  if (!draft || sent || !hasUnsavedWork(draft)) return null;
  return {
    submission: draft.submission,
    form: draft.form,
    formEdited: draft.formEdited,
    report: draft.report,
    reportBaseline: draft.reportBaseline,
    step,
    editing: draft.editing !== null,
  };
}

const STEPS: readonly ReviewStep[] = ['submissions', 'analysis', 'preview'];

function isSubmission(value: unknown): value is AdminSubmission {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email, linkedin_url, reply_version } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    typeof email === 'string' &&
    typeof linkedin_url === 'string' &&
    typeof reply_version === 'number'
  );
}

/**
 * A kept draft read back defensively (it is whatever the browser holds): null when its shape is
 * not one this screen wrote. The checklist goes through `validateFormData` like a stored one.
 */
export function readKeptReview(entry: StoredDraft<unknown> | null): RestoredReview | null {
  if (!entry || typeof entry.value !== 'object' || entry.value === null) return null;
  const kept = entry.value as Partial<KeptReview>;
  if (!isSubmission(kept.submission) || typeof kept.report !== 'string') return null;
  const submission: AdminSubmission = { ...kept.submission, claim: null };
  const form = validateFormData(kept.form ?? {}, { profileUrl: submission.linkedin_url });
  if (!form.ok) return null;
  const report = kept.report;
  const reportBaseline = typeof kept.reportBaseline === 'string' ? kept.reportBaseline : '';
  const step = STEPS.includes(kept.step as ReviewStep) ? (kept.step as ReviewStep) : 'analysis';
  const draft: ReviewDraft = {
    submission,
    form: form.value,
    invalidFields: [],
    formEdited: kept.formEdited === true,
    report,
    reportBaseline,
    editing: null,
    storedChecklistInvalid: false,
  };
  if (!hasUnsavedWork(draft)) return null;
  // Nothing to preview without a report: the checklist it was made from.
  return {
    draft,
    step: step === 'preview' && !report.trim() ? 'analysis' : step,
    savedAt: entry.savedAt,
  };
}

/** The analyst's latest kept draft of a pending submission (not edit mode), if any. */
export function latestKeptReview(owner: string | null | undefined): RestoredReview | null {
  for (const entry of listDrafts<unknown>(owner, REVIEW_SCOPE_PREFIX)) {
    if ((entry.value as Partial<KeptReview> | null)?.editing === true) continue;
    const restored = readKeptReview(entry);
    if (restored) return restored;
  }
  return null;
}

/** Edit mode: the analyst's kept draft of the new version of submission `id`, if any. */
export function keptEditOf(owner: string | null | undefined, id: number): RestoredReview | null {
  const entry = readDraft<unknown>(owner, reviewScope(id));
  if ((entry?.value as Partial<KeptReview> | null)?.editing !== true) return null;
  return readKeptReview(entry);
}
