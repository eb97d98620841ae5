import { generateReport, type AnalysisFieldKey } from '@profileproof/analysis';
import { MESSAGES, type AdminSubmission, type AdminSubmissionDetail } from '@profileproof/contracts';
import type { FieldValue } from './components/checklist-fields';
import type { ReviewStep } from './components/review-tabs';
import { draftForEdit, isReportEdited, newDraft, type ReviewDraft } from './review-draft';

/**
 * The review workflow of /admin/dashboard as pure transitions: which step is open, the draft,
 * and what the analyst is told. Side effects (questions to the analyst, navigation, the reply
 * call, timers) live in `useReviewWorkflow`, which feeds their outcome in as actions.
 */
export interface ReviewState {
  step: ReviewStep;
  draft: ReviewDraft | null;
  /** Why a step or an action was refused. */
  notice: string | null;
  /** Under the report: sending a blank reply was refused. */
  blankError: string | null;
  /** The reply was sent: the confirmation shows until the screen returns to the queue. */
  sentTo: { email: string; editing: boolean } | null;
  /** Edit mode: the submission whose stored work has been loaded into the draft (once). */
  loadedEditId: number | null;
}

export type ReviewAction =
  | { type: 'editLoaded'; submission: AdminSubmissionDetail }
  | { type: 'selectStep'; step: ReviewStep }
  | { type: 'open'; submission: AdminSubmission }
  | { type: 'changeField'; key: AnalysisFieldKey; value: FieldValue }
  | { type: 'setFieldValidity'; key: AnalysisFieldKey; valid: boolean }
  /** `keepEdits`: the analyst chose to keep an edited report; `at`: the report's date. */
  | { type: 'generate'; keepEdits: boolean; at: Date }
  | { type: 'editReport'; report: string }
  | { type: 'cancel' }
  | { type: 'send' }
  | { type: 'sent'; email: string; editing: boolean }
  | { type: 'returnToQueue' };

export const initialReviewState: ReviewState = {
  step: 'submissions',
  draft: null,
  notice: null,
  blankError: null,
  sentTo: null,
  loadedEditId: null,
};

/** A draft whose report may be sent: there is text to send. */
export function canSend(draft: ReviewDraft | null): draft is ReviewDraft {
  return draft !== null && draft.report.trim() !== '';
}

/** Generating again would replace report text the analyst wrote: ask first. */
export function wouldOverwriteEdits(draft: ReviewDraft): boolean {
  return draft.invalidFields.length === 0 && isReportEdited(draft) && draft.report.trim() !== '';
}

/**
 * Opens a step, clearing the messages. Leaving the checklist drops what was typed into a number
 * box but never valid: the box shows the checklist's value again when the analyst comes back, so
 * nothing unseen blocks the report.
 */
function goTo(state: ReviewState, step: ReviewStep): ReviewState {
  const { draft } = state;
  const dropInvalid = step !== 'analysis' && draft !== null && draft.invalidFields.length > 0;
  return { ...state, step, notice: null, blankError: null, draft: dropInvalid ? { ...draft, invalidFields: [] } : draft };
}

function updateDraft(state: ReviewState, change: (draft: ReviewDraft) => ReviewDraft): ReviewState {
  return state.draft ? { ...state, draft: change(state.draft) } : state;
}

function selectStep(state: ReviewState, step: ReviewStep): ReviewState {
  if (step === 'analysis' && !state.draft) return { ...state, notice: MESSAGES.admin.selectSubmissionFirst };
  if (step === 'preview' && !state.draft?.report.trim()) return { ...state, notice: MESSAGES.admin.generateAnalysisFirst };
  return goTo(state, step);
}

/** Opening the card already open returns to its checklist as it was left; another starts afresh. */
function open(state: ReviewState, submission: AdminSubmission): ReviewState {
  if (state.sentTo) return state;
  if (state.draft?.submission.id === submission.id) return goTo(state, 'analysis');
  return goTo({ ...state, draft: newDraft(submission) }, 'analysis');
}

function generate(state: ReviewState, keepEdits: boolean, at: Date): ReviewState {
  const { draft } = state;
  if (!draft) return state;
  if (draft.invalidFields.length > 0) return { ...state, notice: MESSAGES.admin.fixChecklistFirst };
  if (keepEdits) return goTo(state, 'preview');
  const report = generateReport(draft.form, { profileUrl: draft.submission.linkedin_url, generatedAt: at });
  return goTo({ ...state, draft: { ...draft, report, reportBaseline: report } }, 'preview');
}

function send(state: ReviewState): ReviewState {
  if (!state.draft) return { ...state, notice: MESSAGES.admin.selectSubmissionFirst };
  if (!canSend(state.draft)) return { ...state, blankError: MESSAGES.admin.generateAnalysisFirst };
  return { ...state, blankError: null };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'editLoaded':
      if (state.loadedEditId === action.submission.id) return state;
      return { ...state, loadedEditId: action.submission.id, draft: draftForEdit(action.submission), step: 'analysis', notice: null };
    case 'selectStep':
      return selectStep(state, action.step);
    case 'open':
      return open(state, action.submission);
    case 'changeField':
      return updateDraft(state, (draft) => ({ ...draft, form: { ...draft.form, [action.key]: action.value }, formEdited: true }));
    case 'setFieldValidity':
      return updateDraft(state, (draft) => {
        const others = draft.invalidFields.filter((field) => field !== action.key);
        return { ...draft, invalidFields: action.valid ? others : [...others, action.key] };
      });
    case 'generate':
      return generate(state, action.keepEdits, action.at);
    case 'editReport':
      return updateDraft({ ...state, blankError: null }, (draft) => ({ ...draft, report: action.report }));
    case 'cancel':
      return goTo(state, state.step === 'preview' ? 'analysis' : 'submissions');
    case 'send':
      return send(state);
    case 'sent':
      return { ...state, sentTo: { email: action.email, editing: action.editing } };
    case 'returnToQueue':
      return { ...state, sentTo: null, draft: null, step: 'submissions' };
  }
}
