import { renderHook } from '@testing-library/react';
import { MESSAGES } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import { aClaim, anAdminSubmission, anAdminSubmissionDetail } from '../../testing/fixtures';
import { CLAIM_TEXTS } from './claims';
import { draftForEdit, newDraft } from './review-draft';
import { useReviewQueueView, type ReviewQueueViewInput } from './use-review-queue-view';

const idle = { isPending: false, isError: false, error: null };
const failed = (error: unknown) => ({ isPending: false, isError: true, error });
const httpError = (status: number, body: Record<string, unknown> | null = null) =>
  new ApiError('http', status, body, `HTTP ${status}`);

const ada = anAdminSubmission({ id: 1, email: 'ada@example.com' });
const bob = anAdminSubmission({ id: 2, email: 'bob@example.com' });

const input = (overrides: Partial<ReviewQueueViewInput> = {}): ReviewQueueViewInput => ({
  isAdmin: true,
  step: 'submissions',
  draft: null,
  sentTo: null,
  claim: null,
  editParam: null,
  editId: null,
  edit: idle,
  reply: idle,
  queue: { submissions: [ada, bob], limit: 50 },
  pendingCount: 2,
  ...overrides,
});

const viewOf = (overrides: Partial<ReviewQueueViewInput> = {}) =>
  renderHook(() => useReviewQueueView(input(overrides))).result.current;

describe('useReviewQueueView: what the dashboard shows', () => {
  it('refuses a signed-in customer before anything else', () => {
    expect(
      viewOf({ isAdmin: false, editParam: '7', editId: 7, edit: { ...idle, isPending: true } })
        .show,
    ).toBe('notAdmin');
  });

  it('waits for the submission to edit (loading)', () => {
    const view = viewOf({ editParam: '7', editId: 7, edit: { ...idle, isPending: true } });
    expect(view.show).toBe('editLoading');
    expect(view.editFailure).toBeNull();
  });

  it('says why a reply cannot be edited (error): an unusable id without a call, or the failed call in its words', () => {
    expect(viewOf({ editParam: 'abc', editId: null })).toMatchObject({
      show: 'editFailed',
      editFailure: MESSAGES.admin.editLoadFailed,
    });
    expect(
      viewOf({ editParam: '7', editId: 7, edit: failed(httpError(404, { detail: 'Not found' })) }),
    ).toMatchObject({
      show: 'editFailed',
      editFailure: `${MESSAGES.admin.editLoadFailed}: Not found`,
    });
  });

  it('shows the workspace once the submission to edit is in the draft', () => {
    const draft = draftForEdit(anAdminSubmissionDetail({ id: 7 }));
    expect(
      viewOf({
        editParam: '7',
        editId: 7,
        draft,
        step: 'analysis',
        edit: { ...idle, isPending: true },
      }).show,
    ).toBe('workspace');
  });
});

describe('useReviewQueueView: which panel', () => {
  it('lists the queue (list), counted in the tab, with nothing selected yet', () => {
    const view = viewOf();
    expect(view).toMatchObject({
      show: 'workspace',
      panel: 'queue',
      extent: { kind: 'whole', shown: 2 },
    });
    expect(view.tabDetails).toEqual({
      submissions: '2 pending',
      analysis: 'Select a submission',
      preview: 'Generate a report',
    });
  });

  it('has no count while the queue loads, and an empty queue counts nothing (empty)', () => {
    expect(viewOf({ queue: undefined }).tabDetails.submissions).toBeUndefined();
    expect(
      viewOf({ queue: { submissions: [], limit: 50 }, pendingCount: 0 }).tabDetails.submissions,
    ).toBe('0 pending');
  });

  it('opens the step asked for when there is a draft, else stays on the queue', () => {
    const draft = { ...newDraft(ada), report: 'The report' };
    expect(viewOf({ step: 'analysis', draft }).panel).toBe('analysis');
    expect(viewOf({ step: 'preview', draft }).panel).toBe('preview');
    expect(viewOf({ step: 'analysis' }).panel).toBe('queue');
    expect(viewOf({ step: 'preview', draft }).tabDetails).toMatchObject({
      analysis: 'ada@example.com',
      preview: '10 characters',
    });
  });

  it("puts the claim panel in place of a step another admin's claim blocks, and nothing can be sent", () => {
    const draft = { ...newDraft(ada), report: 'The report' };
    const claim = {
      status: 'heldByAnother' as const,
      claim: aClaim('ann@x.com'),
      takingOver: false,
      error: null,
      takenFromMe: false,
    };
    expect(viewOf({ step: 'preview', draft, claim })).toMatchObject({
      panel: 'claim',
      canSendNow: false,
    });
    expect(viewOf({ step: 'analysis', draft, claim: { status: 'reviewed' } }).panel).toBe('claim');
    expect(viewOf({ step: 'submissions', draft, claim }).panel).toBe('queue');
  });
});

describe('useReviewQueueView: notices', () => {
  const draft = { ...newDraft(ada), report: 'The report' };

  it('warns when the open submission left the queue, before a failed claim', () => {
    const view = viewOf({
      step: 'analysis',
      draft,
      queue: { submissions: [bob], limit: 50 },
      claim: { status: 'failed', message: 'x' },
    });
    expect(view.warning).toMatch(/no longer in the pending queue/);
    expect(
      viewOf({
        step: 'analysis',
        draft,
        claim: { status: 'failed', message: CLAIM_TEXTS.claimFailed },
      }).warning,
    ).toBe(CLAIM_TEXTS.claimFailed);
    expect(viewOf({ step: 'analysis', draft }).warning).toBeNull();
  });

  it('says an unreadable stored checklist was replaced by the defaults', () => {
    const editing = draftForEdit(
      anAdminSubmissionDetail({ id: 7, form_data: { profileScorePercentage: 'many' } }),
    );
    expect(editing.storedChecklistInvalid).toBe(true);
    expect(viewOf({ step: 'analysis', draft: editing, editParam: '7', editId: 7 }).warning).toBe(
      MESSAGES.admin.storedChecklistInvalid,
    );
  });

  it('words a sent reply and where the screen goes next', () => {
    expect(
      viewOf({ step: 'preview', draft, sentTo: { email: 'ada@example.com', editing: false } }),
    ).toMatchObject({
      sentNotice: `${MESSAGES.admin.replySent('ada@example.com')} Returning to the queue...`,
      canSendNow: false,
    });
    expect(
      viewOf({ step: 'preview', draft, sentTo: { email: 'ada@example.com', editing: true } })
        .sentNotice,
    ).toBe(
      `${MESSAGES.admin.replySent('ada@example.com')} Returning to the reviewed submissions...`,
    );
  });

  it('words a refused reply: taken over by another admin, or the failure', () => {
    const taken = httpError(409, { detail: 'Claimed', ...aClaim('ann@x.com') });
    expect(viewOf({ step: 'preview', draft, reply: failed(taken) }).sendError).toBe(
      CLAIM_TEXTS.replyRefused('ann@x.com'),
    );
    expect(viewOf({ step: 'preview', draft, reply: failed(httpError(500)) }).sendError).toBe(
      MESSAGES.admin.replyFailed,
    );
    expect(viewOf({ step: 'preview', draft }).sendError).toBeNull();
  });

  it('lets a report be sent only from the preview, while nothing is sending', () => {
    expect(viewOf({ step: 'preview', draft }).canSendNow).toBe(true);
    expect(viewOf({ step: 'preview', draft, reply: { ...idle, isPending: true } }).canSendNow).toBe(
      false,
    );
    expect(viewOf({ step: 'analysis', draft }).canSendNow).toBe(false);
  });

  it('describes the reply being edited: when it was last sent and how many versions there are', () => {
    const version = {
      reply: 'r',
      form_data: null,
      sent_at: '2026-03-02T10:00:00.000Z',
      sent_by: 'me@x.com',
    };
    const editing = draftForEdit(
      anAdminSubmissionDetail({
        id: 7,
        email: 'cy@example.com',
        reply_history: [version, version],
      }),
    );
    expect(viewOf({ step: 'analysis', draft: editing }).editBanner).toEqual({
      email: 'cy@example.com',
      lastSent: '2026-03-02T10:00:00.000Z',
      versions: 2,
    });
    expect(viewOf({ step: 'analysis', draft }).editBanner).toBeNull();
  });
});
