import { createDefaultFormData, generateReport } from '@profileproof/analysis';
import { MESSAGES } from '@profileproof/contracts';
import { aClaim, anAdminSubmission, anAdminSubmissionDetail } from '../../testing/fixtures';
import {
  canSend,
  claimBlocksWork,
  initialReviewState,
  reviewReducer,
  wouldOverwriteEdits,
  type ClaimState,
  type ReviewAction,
  type ReviewState,
} from './review-workflow';
import { newDraft } from './review-draft';

const ada = anAdminSubmission({
  id: 1,
  email: 'ada@example.com',
  linkedin_url: 'https://www.linkedin.com/in/ada',
});
const bob = anAdminSubmission({
  id: 2,
  email: 'bob@example.com',
  linkedin_url: 'https://www.linkedin.com/in/bob',
});
const at = new Date(2025, 5, 5);

const run = (...actions: ReviewAction[]): ReviewState =>
  actions.reduce(reviewReducer, initialReviewState);
const opened = (...actions: ReviewAction[]) => run({ type: 'open', submission: ada }, ...actions);
const generated = (...actions: ReviewAction[]) =>
  opened({ type: 'generate', keepEdits: false, at }, ...actions);

describe('reviewReducer', () => {
  it('starts on the queue with nothing open', () => {
    expect(initialReviewState).toMatchObject({
      step: 'submissions',
      draft: null,
      notice: null,
      sentTo: null,
    });
  });

  it('refuses Analysis before a submission is selected, and Preview before there is a report', () => {
    expect(run({ type: 'selectStep', step: 'analysis' })).toMatchObject({
      step: 'submissions',
      notice: MESSAGES.admin.selectSubmissionFirst,
    });
    expect(opened({ type: 'selectStep', step: 'preview' })).toMatchObject({
      step: 'analysis',
      notice: MESSAGES.admin.generateAnalysisFirst,
    });
  });

  it('opens a submission as a fresh checklist, and clears the messages', () => {
    const state = run({ type: 'selectStep', step: 'analysis' }, { type: 'open', submission: ada });
    expect(state.step).toBe('analysis');
    expect(state.notice).toBeNull();
    expect(state.draft).toMatchObject({
      submission: ada,
      form: createDefaultFormData(ada.linkedin_url),
      report: '',
      formEdited: false,
    });
  });

  it('reopens the open submission as it was left, and replaces it with another', () => {
    const edited = opened(
      { type: 'changeField', key: 'hasCustomURL', value: true },
      { type: 'selectStep', step: 'submissions' },
    );
    expect(reviewReducer(edited, { type: 'open', submission: ada }).draft?.form.hasCustomURL).toBe(
      true,
    );
    expect(reviewReducer(edited, { type: 'open', submission: bob }).draft).toMatchObject({
      submission: bob,
      formEdited: false,
    });
  });

  it('edits the checklist and marks it edited', () => {
    const state = opened({ type: 'changeField', key: 'connections', value: 420 });
    expect(state.draft).toMatchObject({ formEdited: true, form: { connections: 420 } });
  });

  it('tracks invalid number boxes, which block the report until corrected', () => {
    const invalid = opened({ type: 'setFieldValidity', key: 'connections', valid: false });
    expect(invalid.draft?.invalidFields).toEqual(['connections']);
    expect(reviewReducer(invalid, { type: 'generate', keepEdits: false, at })).toMatchObject({
      step: 'analysis',
      notice: MESSAGES.admin.fixChecklistFirst,
    });
    const fixed = reviewReducer(invalid, {
      type: 'setFieldValidity',
      key: 'connections',
      valid: true,
    });
    expect(fixed.draft?.invalidFields).toEqual([]);
  });

  it('forgets invalid boxes when the analyst leaves the checklist', () => {
    const state = opened(
      { type: 'setFieldValidity', key: 'connections', valid: false },
      { type: 'selectStep', step: 'submissions' },
    );
    expect(state.draft?.invalidFields).toEqual([]);
  });

  it('generates the report from the checklist and opens the preview', () => {
    const state = generated();
    const report = generateReport(createDefaultFormData(ada.linkedin_url), {
      profileUrl: ada.linkedin_url,
      generatedAt: at,
    });
    expect(state.step).toBe('preview');
    expect(state.draft).toMatchObject({ report, reportBaseline: report });
  });

  it('keeps an edited report when the analyst says so, and replaces it otherwise', () => {
    const edited = generated({ type: 'editReport', report: 'My own words' }, { type: 'cancel' });
    expect(edited.step).toBe('analysis');
    expect(reviewReducer(edited, { type: 'generate', keepEdits: true, at }).draft?.report).toBe(
      'My own words',
    );
    expect(
      reviewReducer(edited, { type: 'generate', keepEdits: false, at }).draft?.report,
    ).toContain('LinkedIn Profile Analysis Report');
  });

  it('goes back one step on Cancel: preview → analysis → queue, keeping the draft', () => {
    const back = generated({ type: 'cancel' });
    expect(back.step).toBe('analysis');
    const queue = reviewReducer(back, { type: 'cancel' });
    expect(queue.step).toBe('submissions');
    expect(queue.draft?.submission).toBe(ada);
  });

  it('refuses to send without a submission or with a blank report', () => {
    expect(run({ type: 'send' }).notice).toBe(MESSAGES.admin.selectSubmissionFirst);
    const blank = generated({ type: 'editReport', report: '   ' }, { type: 'send' });
    expect(blank.reportError).toBe(MESSAGES.admin.generateAnalysisFirst);
    expect(reviewReducer(blank, { type: 'editReport', report: 'Text' }).reportError).toBeNull();
  });

  it('records the sent reply, ignores the queue meanwhile, then resets to the queue', () => {
    const sent = generated({ type: 'send' }, { type: 'sent', email: ada.email, editing: false });
    expect(sent.sentTo).toEqual({ email: ada.email, editing: false });
    expect(reviewReducer(sent, { type: 'open', submission: bob })).toBe(sent);
    expect(reviewReducer(sent, { type: 'returnToQueue' })).toMatchObject({
      sentTo: null,
      draft: null,
      step: 'submissions',
    });
  });

  it('loads a processed submission once in edit mode, with its stored reply as the baseline', () => {
    const detail = anAdminSubmissionDetail({
      id: 21,
      admin_reply: 'Stored reply',
      form_data: { connections: 300 },
    });
    const state = run({ type: 'editLoaded', submission: detail });
    expect(state).toMatchObject({ step: 'analysis', loadedEditId: 21 });
    expect(state.draft).toMatchObject({
      report: 'Stored reply',
      reportBaseline: 'Stored reply',
      editing: detail,
      form: { connections: 300 },
    });
    const later = reviewReducer(state, { type: 'changeField', key: 'connections', value: 5 });
    expect(reviewReducer(later, { type: 'editLoaded', submission: detail })).toBe(later);
  });
});

describe('canSend and wouldOverwriteEdits', () => {
  it('sends only a report with text', () => {
    expect(canSend(null)).toBe(false);
    expect(canSend(opened().draft)).toBe(false);
    expect(canSend(generated().draft)).toBe(true);
  });

  it('asks before overwriting only a report the analyst changed', () => {
    const draft = generated().draft;
    if (!draft) throw new Error('no draft');
    expect(wouldOverwriteEdits(draft)).toBe(false);
    expect(wouldOverwriteEdits({ ...draft, report: 'Changed' })).toBe(true);
    expect(wouldOverwriteEdits({ ...draft, report: ' ' })).toBe(false);
    expect(
      wouldOverwriteEdits({ ...draft, report: 'Changed', invalidFields: ['connections'] }),
    ).toBe(false);
  });
});

describe('reviewReducer: the claim on the open submission', () => {
  const ann = aClaim('ann@example.com');
  const held: ClaimState = { status: 'held', claimedUntil: aClaim('me@example.com').claimed_until };
  const heldByAnn: ClaimState = {
    status: 'heldByAnother',
    claim: ann,
    takingOver: false,
    error: null,
    takenFromMe: false,
  };
  const answered = (claim: ClaimState, id = ada.id): ReviewAction => ({
    type: 'claimAnswered',
    id,
    claim,
  });

  it('asks for the claim when a pending submission opens, keeps it from checklist to preview, and lets it go on the queue', () => {
    expect(opened().claim).toEqual({ status: 'claiming' });
    const claimed = opened(answered(held));
    expect(claimed.claim).toEqual(held);
    expect(reviewReducer(claimed, { type: 'generate', keepEdits: false, at }).claim).toEqual(held);
    const queue = reviewReducer(claimed, { type: 'selectStep', step: 'submissions' });
    expect(queue.claim).toBeNull();
    expect(reviewReducer(queue, { type: 'selectStep', step: 'analysis' }).claim).toEqual({
      status: 'claiming',
    });
    expect(reviewReducer(queue, { type: 'open', submission: bob }).claim).toEqual({
      status: 'claiming',
    });
  });

  it('claims in edit mode too (an edit claim), from the checklist to the preview', () => {
    const detail = anAdminSubmissionDetail({ id: 21, is_processed: true });
    const loaded = run({ type: 'editLoaded', submission: detail });
    expect(loaded.claim).toEqual({ status: 'claiming' });
    const state = reviewReducer(reviewReducer(loaded, answered(held, 21)), {
      type: 'generate',
      keepEdits: false,
      at,
    });
    expect(state.claim).toEqual(held);
  });

  it('ignores an answer about another submission, or once the analyst is back on the queue', () => {
    expect(opened(answered(heldByAnn, bob.id)).claim).toEqual({ status: 'claiming' });
    expect(opened({ type: 'cancel' }, answered(heldByAnn)).claim).toBeNull();
  });

  it("puts another admin's claim, or a review that came meanwhile, in the checklist's place", () => {
    expect(claimBlocksWork(opened().claim)).toBe(false);
    expect(claimBlocksWork(opened(answered(held)).claim)).toBe(false);
    expect(claimBlocksWork(opened(answered({ status: 'failed', message: 'Down' })).claim)).toBe(
      false,
    );
    expect(claimBlocksWork(opened(answered(heldByAnn)).claim)).toBe(true);
    expect(claimBlocksWork(opened(answered({ status: 'reviewed' })).claim)).toBe(true);
  });

  it('takes over: busy while the call runs, the checklist back once it is held, the reason when it fails', () => {
    const taking = opened(answered(heldByAnn), { type: 'takeOver' });
    expect(taking.claim).toEqual({ ...heldByAnn, takingOver: true });
    expect(reviewReducer(taking, answered(held)).claim).toEqual(held);
    expect(
      reviewReducer(taking, { type: 'takeOverFailed', id: ada.id, error: 'Down' }).claim,
    ).toEqual({ ...heldByAnn, error: 'Down' });
    expect(opened(answered(held), { type: 'takeOver' }).claim).toEqual(held);
  });

  it('goes back to the queue from the claim panel, dropping an untouched checklist and keeping one with work', () => {
    const untouched = opened(answered(heldByAnn), { type: 'backToQueue' });
    expect(untouched).toMatchObject({ step: 'submissions', draft: null, claim: null });
    const worked = generated({ type: 'editReport', report: 'My words' }, answered(heldByAnn), {
      type: 'backToQueue',
    });
    expect(worked).toMatchObject({ step: 'submissions', claim: null });
    expect(worked.draft?.report).toBe('My words');
  });

  it('forgets the claim once the reply is sent and the queue is back', () => {
    expect(
      generated(answered(held), { type: 'sent', email: ada.email, editing: false }).claim,
    ).toEqual(held);
    expect(
      generated(
        answered(held),
        { type: 'sent', email: ada.email, editing: false },
        { type: 'returnToQueue' },
      ).claim,
    ).toBeNull();
  });

  describe('a draft kept by the browser', () => {
    const keptWork = newDraft(ada);
    keptWork.form = { ...keptWork.form, newlyCreated: true };
    keptWork.formEdited = true;
    keptWork.report = 'Edited by hand';
    const restored = { draft: keptWork, step: 'preview' as const, savedAt: '2025-06-05T10:00:00Z' };

    it('comes back at the step it was left on, claimed again, with when it was written', () => {
      const state = run({ type: 'restore', restored });
      expect(state).toMatchObject({
        step: 'preview',
        draft: { report: 'Edited by hand' },
        claim: { status: 'claiming' },
        restoredAt: restored.savedAt,
      });
      // Left on the queue ("In progress"): restored there, nothing claimed.
      expect(
        run({ type: 'restore', restored: { ...restored, step: 'submissions' } }),
      ).toMatchObject({ step: 'submissions', claim: null, draft: { report: 'Edited by hand' } });
    });

    it('never replaces work already open', () => {
      const state = opened({ type: 'restore', restored });
      expect(state.draft?.submission.id).toBe(ada.id);
      expect(state.restoredAt).toBeNull();
    });

    it('is discarded back to the queue, and its notice ends when another card opens or the reply is sent', () => {
      expect(run({ type: 'restore', restored }, { type: 'discardRestored' })).toMatchObject({
        step: 'submissions',
        draft: null,
        claim: null,
        restoredAt: null,
      });
      expect(
        run({ type: 'restore', restored }, { type: 'open', submission: bob }).restoredAt,
      ).toBeNull();
      expect(
        run(
          { type: 'restore', restored },
          { type: 'sent', email: ada.email, editing: false },
          { type: 'returnToQueue' },
        ).restoredAt,
      ).toBeNull();
    });

    it('edit mode: the kept edits over the stored reply, at the version they were made against; discarding goes back to the stored one', () => {
      const detail = anAdminSubmissionDetail({
        ...ada,
        is_processed: true,
        admin_reply: 'Stored reply',
        reply_version: 2,
      });
      const keptEdit = {
        draft: { ...keptWork, submission: { ...ada, reply_version: 1 } },
        step: 'preview' as const,
        savedAt: restored.savedAt,
      };
      const state = run({ type: 'editLoaded', submission: detail, kept: keptEdit });
      expect(state).toMatchObject({
        step: 'preview',
        draft: { report: 'Edited by hand', submission: { reply_version: 1 } },
        restoredAt: restored.savedAt,
      });
      expect(reviewReducer(state, { type: 'discardRestored' })).toMatchObject({
        step: 'analysis',
        draft: { report: 'Stored reply', submission: { reply_version: 2 } },
        restoredAt: null,
      });
    });
  });
});
