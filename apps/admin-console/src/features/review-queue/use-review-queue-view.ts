import { MESSAGES } from '@profileproof/contracts';
import { adminErrorMessage } from '../../shared/admin-error';
import type { PendingWindow } from './api/pending-submissions';
import { CLAIM_TEXTS, claimConflictOf } from './claims';
import { queueExtent, waitingCount, type QueueExtent } from './queue-window';
import { claimBlocksWork, type ReviewState } from './review-workflow';

const LEFT_QUEUE_WARNING =
  'This submission is no longer in the pending queue: another analyst may have replied to it. If they did, your reply will not be sent over theirs: open it from Reviewed to change it.';

/** What the screen reads of a call (the submission to edit, the reply). */
interface CallState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface ReviewQueueViewInput extends Pick<
  ReviewState,
  'step' | 'draft' | 'sentTo' | 'claim'
> {
  isAdmin: boolean;
  /** `?edit=` as written, and the id read from it (null when it is not a usable id). */
  editParam: string | null;
  editId: number | null;
  edit: CallState;
  reply: CallState;
  /** The listed window of the pending queue, once loaded. */
  queue: PendingWindow | undefined;
  /** The statistics' count of pending submissions, once known. */
  pendingCount: number | undefined;
}

/** What the dashboard shows in place of its header's content: the workspace, or why not. */
export type ReviewQueueShow = 'notAdmin' | 'editLoading' | 'editFailed' | 'workspace';

/** Which panel the workspace's tabpanel holds: the claim panel replaces the step it blocks. */
export type ReviewQueuePanel = 'claim' | 'analysis' | 'preview' | 'queue';

export interface ReviewQueueView {
  show: ReviewQueueShow;
  /** With `editFailed`: why the reply cannot be edited. */
  editFailure: string | null;
  panel: ReviewQueuePanel;
  /** How the listed window stands to the whole queue; undefined until the list is loaded. */
  extent: QueueExtent | undefined;
  /** Above the checklist: the submission left the queue, the claim failed, or the stored checklist was unreadable. */
  warning: string | null;
  /** Beside Send once the reply went out. */
  sentNotice: string | null;
  /** Beside Send when the reply was refused. */
  sendError: string | null;
  /** The preview's report may be sent now (nothing sending, nothing sent, no claim in the way). */
  canSendNow: boolean;
  /** Edit mode: whose reply is replaced, when it was last sent and how many versions the history holds. */
  editBanner: { email: string; lastSent: string | null; versions: number } | null;
  /** Under each tab's name. */
  tabDetails: { submissions: string | undefined; analysis: string; preview: string };
}

function editFailureOf({ editParam, editId, draft, edit }: ReviewQueueViewInput): string | null {
  if (editParam === null || draft) return null;
  if (edit.isError) return adminErrorMessage(edit.error, MESSAGES.admin.editLoadFailed);
  return editId === null ? MESSAGES.admin.editLoadFailed : null;
}

function showOf(input: ReviewQueueViewInput, editFailure: string | null): ReviewQueueShow {
  if (!input.isAdmin) return 'notAdmin';
  if (editFailure !== null) return 'editFailed';
  if (input.editParam !== null && !input.draft && input.edit.isPending) return 'editLoading';
  return 'workspace';
}

function panelOf({ step, draft, claim }: ReviewQueueViewInput): ReviewQueuePanel {
  if (step !== 'submissions' && draft && claimBlocksWork(claim)) return 'claim';
  if (step === 'analysis' && draft) return 'analysis';
  if (step === 'preview' && draft) return 'preview';
  return 'queue';
}

function warningOf({ draft, sentTo, claim, queue }: ReviewQueueViewInput): string | null {
  const list = queue?.submissions;
  const leftQueue =
    draft !== null &&
    !draft.editing &&
    !sentTo &&
    list !== undefined &&
    !list.some((item) => item.id === draft.submission.id);
  if (leftQueue) return LEFT_QUEUE_WARNING;
  if (claim?.status === 'failed') return claim.message;
  if (draft?.storedChecklistInvalid) return MESSAGES.admin.storedChecklistInvalid;
  return null;
}

function sendErrorOf({ reply }: ReviewQueueViewInput): string | null {
  const refusedBy = claimConflictOf(reply.error);
  if (refusedBy) return CLAIM_TEXTS.replyRefused(refusedBy.claimed_by);
  return reply.isError ? adminErrorMessage(reply.error, MESSAGES.admin.replyFailed) : null;
}

function sentNoticeOf({ sentTo }: ReviewQueueViewInput): string | null {
  if (!sentTo) return null;
  const next = sentTo.editing
    ? 'Returning to the reviewed submissions...'
    : 'Returning to the queue...';
  return `${MESSAGES.admin.replySent(sentTo.email)} ${next}`;
}

function editBannerOf({ draft }: ReviewQueueViewInput): ReviewQueueView['editBanner'] {
  const editing = draft?.editing;
  if (!editing) return null;
  const lastSent = editing.reply_history.at(-1)?.sent_at ?? editing.admin_reply_date ?? null;
  return { email: editing.email, lastSent, versions: editing.reply_history.length };
}

/** Everything /admin/dashboard derives from its workflow and its queries, as plain fields for the layout. */
export function reviewQueueView(input: ReviewQueueViewInput): ReviewQueueView {
  const { step, draft, sentTo, claim, reply, queue } = input;
  const editFailure = editFailureOf(input);
  const extent = queue && queueExtent(queue, input.pendingCount);
  return {
    show: showOf(input, editFailure),
    editFailure,
    panel: panelOf(input),
    extent,
    warning: warningOf(input),
    sentNotice: sentNoticeOf(input),
    sendError: sendErrorOf(input),
    canSendNow:
      step === 'preview' &&
      draft !== null &&
      !reply.isPending &&
      !sentTo &&
      !claimBlocksWork(claim),
    editBanner: editBannerOf(input),
    tabDetails: {
      submissions: extent ? `${waitingCount(extent)} pending` : undefined,
      analysis: draft ? draft.submission.email : 'Select a submission',
      preview: draft?.report.trim()
        ? `${draft.report.length.toLocaleString()} characters`
        : 'Generate a report',
    },
  };
}

/** The dashboard's derived state, read afresh on each render (plain reads, nothing to cache). */
export function useReviewQueueView(input: ReviewQueueViewInput): ReviewQueueView {
  return reviewQueueView(input);
}
