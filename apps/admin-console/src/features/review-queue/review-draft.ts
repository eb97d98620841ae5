import {
  createDefaultFormData,
  validateFormData,
  type AnalysisFieldKey,
  type AnalysisFormData,
} from '@profileproof/analysis';
import type { AdminSubmission, AdminSubmissionDetail } from '@profileproof/contracts';

/**
 * The analyst's work on one submission: the checklist and the report text. It lives in the
 * screen's state, apart from the queue's cache, so a refresh of the queue never touches it.
 */
export interface ReviewDraft {
  submission: AdminSubmission;
  form: AnalysisFormData;
  /** Number fields whose typed text is not a valid value (the form keeps their last valid one). */
  invalidFields: readonly AnalysisFieldKey[];
  /** The analyst changed the checklist since it was opened. */
  formEdited: boolean;
  report: string;
  /** The text the report started from (generated or, in edit mode, the stored reply): edits are measured against it. */
  reportBaseline: string;
  /** Edit mode: the processed submission being edited. */
  editing: AdminSubmissionDetail | null;
  /** Edit mode: the stored checklist was unreadable and the defaults were used instead. */
  storedChecklistInvalid: boolean;
}

/** A fresh checklist for a pending submission (spec defaults; premium when the URL says so). */
export function newDraft(submission: AdminSubmission): ReviewDraft {
  return {
    submission,
    form: createDefaultFormData(submission.linkedin_url),
    invalidFields: [],
    formEdited: false,
    report: '',
    reportBaseline: '',
    editing: null,
    storedChecklistInvalid: false,
  };
}

/**
 * Edit mode: the stored checklist (missing keys take their defaults; an unreadable one is
 * replaced by the defaults, and the analyst is told) and the reply that was sent.
 */
export function draftForEdit(submission: AdminSubmissionDetail): ReviewDraft {
  const profileUrl = submission.linkedin_url;
  const stored = validateFormData(submission.form_data ?? {}, { profileUrl });
  const report = submission.admin_reply ?? '';
  return {
    submission,
    form: stored.ok ? stored.value : createDefaultFormData(profileUrl),
    invalidFields: [],
    formEdited: false,
    report,
    reportBaseline: report,
    editing: submission,
    storedChecklistInvalid: !stored.ok,
  };
}

export function isReportEdited(draft: ReviewDraft): boolean {
  return draft.report !== draft.reportBaseline;
}

/** Work that would be lost if the draft were thrown away. */
export function hasUnsavedWork(draft: ReviewDraft | null): boolean {
  return draft !== null && (draft.formEdited || isReportEdited(draft));
}
