import { useEffect, useMemo, useReducer } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { withComputedScores, type AnalysisFieldKey } from '@profileproof/analysis';
import {
  ADMIN_EDIT_PARAM,
  MESSAGES,
  REPLY_REDIRECT_MS,
  ROUTES,
  type AdminSubmission,
  type LiveEvent,
} from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { DRAFT_MESSAGES, useDraftAutosave } from '@profileproof/session/drafts';
import { useFlashMessage } from '../../shared/use-flash-message';
import { useSendReply } from './api/send-reply';
import { useSubmissionForEdit } from './api/submission-for-edit';
import type { FieldValue } from './components/checklist-fields';
import type { ReviewStep } from './components/review-tabs';
import { CLAIM_TEXTS, claimConflictOf } from './claims';
import { keptEditOf, keptReviewOf, latestKeptReview, reviewScope } from './kept-review';
import { hasUnsavedWork } from './review-draft';
import {
  initialReviewState,
  reportRefusal,
  reviewReducer,
  wouldOverwriteEdits,
} from './review-workflow';
import { useSubmissionClaim } from './use-submission-claim';

/** `?edit=` holds a submission id: a positive whole number, or nothing usable. */
function parseEditId(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The review workflow with its side effects: the analyst's confirmations, edit mode (`?edit=`),
 * the claim on the open submission (`useSubmissionClaim`), the reply call, the 2-second return
 * after sending, the browser's "leave site?" question and the unsent work kept in this browser
 * (`kept-review.ts`: restored when the analyst comes back after their session ended). The
 * transitions themselves are `reviewReducer`'s.
 */
export function useReviewWorkflow({ refetchQueue }: { refetchQueue: () => unknown }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const editParam = searchParams.get(ADMIN_EDIT_PARAM);
  const editId = parseEditId(editParam);
  const edit = useSubmissionForEdit(editId);
  const reply = useSendReply();
  const owner = useSession().user?.email ?? null;
  // The analyst's unsent work on a pending submission, kept by this browser, comes back at once
  // (edit mode restores its own when the submission arrives).
  const [state, dispatch] = useReducer(reviewReducer, initialReviewState, (initial) => {
    const kept = editParam === null ? latestKeptReview(owner) : null;
    return kept ? reviewReducer(initial, { type: 'restore', restored: kept }) : initial;
  });
  const [flash, showFlash] = useFlashMessage();
  const { draft, sentTo, claim } = state;
  const target = claim && draft ? draft.submission.id : null;
  const claims = useSubmissionClaim({
    target,
    edit: draft?.editing != null,
    held: claim?.status === 'held' && !sentTo,
    dispatch,
  });

  // Edit mode: fill the checklist and the preview once, when the submission arrives.
  if (edit.data && edit.data.id === editId && state.loadedEditId !== edit.data.id) {
    dispatch({ type: 'editLoaded', submission: edit.data, kept: keptEditOf(owner, edit.data.id) });
  }

  // Kept in this browser as the analyst works, under their e-mail: a session that ends by itself
  // (revoked elsewhere, expired) loses nothing; sending, discarding or logging out removes it.
  const step = state.step;
  const kept = useMemo(() => keptReviewOf(draft, step, sentTo !== null), [draft, step, sentTo]);
  const keeping = useDraftAutosave(owner, draft ? reviewScope(draft.submission.id) : null, kept);

  // After a reply: 2 seconds to read the confirmation, then back to the queue (or the reviewed list).
  const { reset: resetReply } = reply;
  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(() => {
      if (sentTo.editing) {
        navigate(ROUTES.adminReviewed);
        return;
      }
      dispatch({ type: 'returnToQueue' });
      showFlash(MESSAGES.admin.replySent(sentTo.email));
      resetReply();
      void refetchQueue();
    }, REPLY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sentTo, navigate, resetReply, refetchQueue, showFlash]);

  // Closing or reloading the tab with an unsent analysis asks the browser's own question first.
  const unsaved = hasUnsavedWork(draft) && !sentTo;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const open = (submission: AdminSubmission) => {
    const another = !sentTo && draft?.submission.id !== submission.id;
    if (another) {
      if (
        draft &&
        hasUnsavedWork(draft) &&
        !window.confirm(MESSAGES.admin.discardAnalysis(draft.submission.email))
      )
        return;
      if (editParam !== null) setSearchParams({}, { replace: true });
      reply.reset();
    }
    dispatch({ type: 'open', submission });
  };

  const generate = () => {
    const keepEdits =
      draft !== null &&
      wouldOverwriteEdits(draft) &&
      !window.confirm(MESSAGES.admin.overwriteReport);
    dispatch({ type: 'generate', keepEdits, at: new Date() });
  };

  const cancel = () => {
    if (state.step !== 'preview' && draft?.editing) navigate(ROUTES.adminReviewed);
    else dispatch({ type: 'cancel' });
  };

  const send = () => {
    dispatch({ type: 'send' });
    if (!draft || reportRefusal(draft) !== null) return;
    const { submission, report, form } = draft;
    const editing = draft.editing !== null;
    reply.mutate(
      // The version the draft was opened at: a reply sent meanwhile by anyone makes this one stale (409, nothing stored).
      {
        id: submission.id,
        body: {
          reply: report,
          analysis: { ...withComputedScores(form) },
          base_version: submission.reply_version,
        },
      },
      {
        onSuccess: () => {
          keeping.discard();
          claims.replied(submission.id);
          dispatch({ type: 'sent', email: submission.email, editing });
        },
        onError: (error) => {
          // Another admin took it over: the reply was not stored; the draft stays for the analyst.
          const other = claimConflictOf(error);
          if (other) claims.lost(submission.id, other);
        },
      },
    );
  };

  /** The restored draft's Discard: after a question, back to the queue (edit mode: the stored version). */
  const discardRestored = () => {
    if (!window.confirm(DRAFT_MESSAGES.discardQuestion)) return;
    keeping.discard();
    dispatch({ type: 'discardRestored' });
  };

  const takeOver = () => {
    if (claim?.status !== 'heldByAnother' || !draft) return;
    if (!window.confirm(CLAIM_TEXTS.takeOverQuestion(claim.claim.claimed_by))) return;
    // A refused reply's message is history once the analyst takes the submission back.
    reply.reset();
    claims.takeOver(draft.submission.id);
  };

  /** From the page's live events: the open submission's claim changed, or events may have been missed. */
  const onLiveEvent = (event: LiveEvent) => {
    if (
      target !== null &&
      (event.type === 'resync' || (event.type === 'claim.changed' && event.id === target))
    )
      claims.check(target);
  };

  return {
    ...state,
    flash,
    onLiveEvent,
    editParam,
    editId,
    edit,
    reply,
    selectStep: (step: ReviewStep) => dispatch({ type: 'selectStep', step }),
    open,
    changeField: (key: AnalysisFieldKey, value: FieldValue) =>
      dispatch({ type: 'changeField', key, value }),
    setFieldValidity: (key: AnalysisFieldKey, valid: boolean) =>
      dispatch({ type: 'setFieldValidity', key, valid }),
    generate,
    editReport: (report: string) => dispatch({ type: 'editReport', report }),
    cancel,
    send,
    takeOver,
    backToQueue: () => dispatch({ type: 'backToQueue' }),
    discardRestored,
  };
}
