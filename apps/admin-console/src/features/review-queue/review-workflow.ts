import { generateReport, type AnalysisFieldKey } from '@profileproof/analysis';
import {
  MESSAGES,
  type AdminSubmission,
  type AdminSubmissionDetail,
  type Claim,
} from '@profileproof/contracts';
import { PLACEHOLDER_MESSAGES, placeholdersIn } from '@profileproof/contracts/placeholders';
import type { FieldValue } from './components/checklist-fields';
import type { ReviewStep } from './components/review-tabs';
import type { RestoredReview } from './kept-review';
import {
  draftForEdit,
  hasUnsavedWork,
  isReportEdited,
  newDraft,
  type ReviewDraft,
} from './review-draft';

/**
 * The open submission's claim, while its checklist or preview is open (null on the queue). In edit
 * mode it is an edit claim: only its holder may send a reviewed submission a new version. The
 * checklist shows while the claim is asked for; another admin's claim, or a review that came
 * meanwhile, replaces it with a panel.
 */
export type ClaimState =
  | { status: 'claiming' }
  | { status: 'held'; claimedUntil: string }
  /**
   * `takingOver`: the analyst confirmed and the call runs; `error`: why the last attempt failed;
   * `takenFromMe`: the analyst held it and another admin took it over (their draft is kept, read-only).
   */
  | {
      status: 'heldByAnother';
      claim: Claim;
      takingOver: boolean;
      error: string | null;
      takenFromMe: boolean;
    }
  | { status: 'reviewed' }
  /** The claim could not be asked for (network, server): the analyst may go on, and is told. */
  | { status: 'failed'; message: string };

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
  /** Under the report: sending was refused before any call (a blank report, or one with `{placeholders}` left). */
  reportError: string | null;
  /** The reply was sent: the confirmation shows until the screen returns to the queue. */
  sentTo: { email: string; editing: boolean } | null;
  /** Edit mode: the submission whose stored work has been loaded into the draft (once). */
  loadedEditId: number | null;
  claim: ClaimState | null;
  /**
   * The draft was restored from this browser (the analyst's session had ended with work unsent):
   * when it was last written (ISO). The notice shows until the draft is sent, discarded or replaced.
   */
  restoredAt: string | null;
}

export type ReviewAction =
  /** `kept`: the analyst's unsent work on this new version, kept by the browser. */
  | { type: 'editLoaded'; submission: AdminSubmissionDetail; kept?: RestoredReview | null }
  /** The analyst's unsent work on a pending submission, kept by the browser. */
  | { type: 'restore'; restored: RestoredReview }
  /** The restored draft is thrown away: back to the queue, the claim released. */
  | { type: 'discardRestored' }
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
  | { type: 'returnToQueue' }
  /** What a claim call (or a refused reply) said about submission `id`. */
  | { type: 'claimAnswered'; id: number; claim: ClaimState }
  | { type: 'takeOver' }
  | { type: 'takeOverFailed'; id: number; error: string }
  /** From the claim panel: an untouched checklist is dropped, one with work is kept. */
  | { type: 'backToQueue' };

export const initialReviewState: ReviewState = {
  step: 'submissions',
  draft: null,
  notice: null,
  reportError: null,
  sentTo: null,
  loadedEditId: null,
  claim: null,
  restoredAt: null,
};

/** A draft whose report may be sent: there is text to send. */
export function canSend(draft: ReviewDraft | null): draft is ReviewDraft {
  return draft !== null && draft.report.trim() !== '';
}

export type BlockingClaim = Extract<ClaimState, { status: 'heldByAnother' | 'reviewed' }>;

/** Another admin holds the submission, or it was reviewed meanwhile: the checklist gives way to a panel. */
export function claimBlocksWork(claim: ClaimState | null): claim is BlockingClaim {
  return claim?.status === 'heldByAnother' || claim?.status === 'reviewed';
}

/** Generating again would replace report text the analyst wrote: ask first. */
export function wouldOverwriteEdits(draft: ReviewDraft): boolean {
  return draft.invalidFields.length === 0 && isReportEdited(draft) && draft.report.trim() !== '';
}

/**
 * Opens a step, clearing the messages. Leaving the checklist drops what was typed into a number
 * box but never valid: the box shows the checklist's value again when the analyst comes back, so
 * nothing unseen blocks the report. A submission is claimed while its checklist or preview is open
 * (to edit, in edit mode): back on the queue the claim is released, and coming back asks for it again.
 */
function goTo(state: ReviewState, step: ReviewStep): ReviewState {
  const { draft } = state;
  const dropInvalid = step !== 'analysis' && draft !== null && draft.invalidFields.length > 0;
  const claims = step !== 'submissions' && draft !== null;
  return {
    ...state,
    step,
    notice: null,
    reportError: null,
    draft: dropInvalid ? { ...draft, invalidFields: [] } : draft,
    claim: claims ? (state.claim ?? { status: 'claiming' }) : null,
  };
}

function updateDraft(state: ReviewState, change: (draft: ReviewDraft) => ReviewDraft): ReviewState {
  return state.draft ? { ...state, draft: change(state.draft) } : state;
}

function selectStep(state: ReviewState, step: ReviewStep): ReviewState {
  if (step === 'analysis' && !state.draft)
    return { ...state, notice: MESSAGES.admin.selectSubmissionFirst };
  if (step === 'preview' && !state.draft?.report.trim())
    return { ...state, notice: MESSAGES.admin.generateAnalysisFirst };
  return goTo(state, step);
}

/** Opening the card already open returns to its checklist as it was left; another starts afresh. */
function open(state: ReviewState, submission: AdminSubmission): ReviewState {
  if (state.sentTo) return state;
  if (state.draft?.submission.id === submission.id) return goTo(state, 'analysis');
  return goTo({ ...state, draft: newDraft(submission), claim: null, restoredAt: null }, 'analysis');
}

/** Edit mode: the stored work, or the analyst's unsent edits of it kept by the browser. */
function editLoaded(
  state: ReviewState,
  submission: AdminSubmissionDetail,
  kept: RestoredReview | null,
): ReviewState {
  const stored = draftForEdit(submission);
  const draft: ReviewDraft = kept
    ? {
        ...stored,
        // The version the kept edits were made against: a reply sent since makes them stale.
        submission: { ...submission, reply_version: kept.draft.submission.reply_version },
        form: kept.draft.form,
        formEdited: kept.draft.formEdited,
        report: kept.draft.report,
      }
    : stored;
  return {
    ...state,
    loadedEditId: submission.id,
    draft,
    step: kept?.step === 'preview' && draft.report.trim() ? 'preview' : 'analysis',
    notice: null,
    claim: { status: 'claiming' },
    restoredAt: kept?.savedAt ?? null,
  };
}

/** The kept draft comes back as it was left, with its claim asked for again (the same analyst's). */
function restore(state: ReviewState, { draft, step, savedAt }: RestoredReview): ReviewState {
  if (state.draft || state.sentTo) return state;
  return goTo({ ...state, draft, restoredAt: savedAt }, step);
}

function claimAnswered(state: ReviewState, id: number, claim: ClaimState): ReviewState {
  // A late answer about a submission no longer open, or after the analyst went back to the queue, changes nothing.
  return state.claim !== null && state.draft?.submission.id === id ? { ...state, claim } : state;
}

function takeOver(state: ReviewState): ReviewState {
  const { claim } = state;
  return claim?.status === 'heldByAnother'
    ? { ...state, claim: { ...claim, takingOver: true, error: null } }
    : state;
}

function takeOverFailed(state: ReviewState, id: number, error: string): ReviewState {
  const { claim } = state;
  if (claim?.status !== 'heldByAnother' || state.draft?.submission.id !== id) return state;
  return { ...state, claim: { ...claim, takingOver: false, error } };
}

function generate(state: ReviewState, keepEdits: boolean, at: Date): ReviewState {
  const { draft } = state;
  if (!draft) return state;
  if (draft.invalidFields.length > 0) return { ...state, notice: MESSAGES.admin.fixChecklistFirst };
  if (keepEdits) return goTo(state, 'preview');
  const report = generateReport(draft.form, {
    profileUrl: draft.submission.linkedin_url,
    generatedAt: at,
  });
  return goTo({ ...state, draft: { ...draft, report, reportBaseline: report } }, 'preview');
}

/** Why the draft's report may not be sent as it stands, or null: the API refuses the same. */
export function reportRefusal(draft: ReviewDraft): string | null {
  if (!canSend(draft)) return MESSAGES.admin.generateAnalysisFirst;
  const placeholders = placeholdersIn(draft.report, draft.submission.linkedin_url);
  return placeholders.length > 0 ? PLACEHOLDER_MESSAGES.inReport(placeholders) : null;
}

function send(state: ReviewState): ReviewState {
  if (!state.draft) return { ...state, notice: MESSAGES.admin.selectSubmissionFirst };
  return { ...state, reportError: reportRefusal(state.draft) };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'editLoaded':
      if (state.loadedEditId === action.submission.id) return state;
      return editLoaded(state, action.submission, action.kept ?? null);
    case 'restore':
      return restore(state, action.restored);
    case 'discardRestored':
      // Edit mode: the stored version again; otherwise the queue.
      return state.draft?.editing
        ? {
            ...state,
            draft: draftForEdit(state.draft.editing),
            step: 'analysis',
            notice: null,
            reportError: null,
            restoredAt: null,
          }
        : goTo({ ...state, draft: null, restoredAt: null }, 'submissions');
    case 'selectStep':
      return selectStep(state, action.step);
    case 'open':
      return open(state, action.submission);
    case 'changeField':
      return updateDraft(state, (draft) => ({
        ...draft,
        form: { ...draft.form, [action.key]: action.value },
        formEdited: true,
      }));
    case 'setFieldValidity':
      return updateDraft(state, (draft) => {
        const others = draft.invalidFields.filter((field) => field !== action.key);
        return { ...draft, invalidFields: action.valid ? others : [...others, action.key] };
      });
    case 'generate':
      return generate(state, action.keepEdits, action.at);
    case 'editReport':
      return updateDraft({ ...state, reportError: null }, (draft) => ({
        ...draft,
        report: action.report,
      }));
    case 'cancel':
      return goTo(state, state.step === 'preview' ? 'analysis' : 'submissions');
    case 'send':
      return send(state);
    case 'sent':
      return { ...state, sentTo: { email: action.email, editing: action.editing } };
    case 'returnToQueue':
      return {
        ...state,
        sentTo: null,
        draft: null,
        step: 'submissions',
        claim: null,
        restoredAt: null,
      };
    case 'claimAnswered':
      return claimAnswered(state, action.id, action.claim);
    case 'takeOver':
      return takeOver(state);
    case 'takeOverFailed':
      return takeOverFailed(state, action.id, action.error);
    case 'backToQueue':
      return goTo(
        { ...state, draft: hasUnsavedWork(state.draft) ? state.draft : null },
        'submissions',
      );
  }
}
