import { createDefaultFormData, generateReport } from '@profileproof/analysis';
import { MESSAGES } from '@profileproof/contracts';
import { anAdminSubmission, anAdminSubmissionDetail } from '../../testing/fixtures';
import { canSend, initialReviewState, reviewReducer, wouldOverwriteEdits, type ReviewAction, type ReviewState } from './review-workflow';

const ada = anAdminSubmission({ id: 1, email: 'ada@example.com', linkedin_url: 'https://www.linkedin.com/in/ada' });
const bob = anAdminSubmission({ id: 2, email: 'bob@example.com', linkedin_url: 'https://www.linkedin.com/in/bob' });
const at = new Date(2025, 5, 5);

const run = (...actions: ReviewAction[]): ReviewState => actions.reduce(reviewReducer, initialReviewState);
const opened = (...actions: ReviewAction[]) => run({ type: 'open', submission: ada }, ...actions);
const generated = (...actions: ReviewAction[]) => opened({ type: 'generate', keepEdits: false, at }, ...actions);

describe('reviewReducer', () => {
  it('starts on the queue with nothing open', () => {
    expect(initialReviewState).toMatchObject({ step: 'submissions', draft: null, notice: null, sentTo: null });
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
    expect(state.draft).toMatchObject({ submission: ada, form: createDefaultFormData(ada.linkedin_url), report: '', formEdited: false });
  });

  it('reopens the open submission as it was left, and replaces it with another', () => {
    const edited = opened({ type: 'changeField', key: 'hasCustomURL', value: true }, { type: 'selectStep', step: 'submissions' });
    expect(reviewReducer(edited, { type: 'open', submission: ada }).draft?.form.hasCustomURL).toBe(true);
    expect(reviewReducer(edited, { type: 'open', submission: bob }).draft).toMatchObject({ submission: bob, formEdited: false });
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
    const fixed = reviewReducer(invalid, { type: 'setFieldValidity', key: 'connections', valid: true });
    expect(fixed.draft?.invalidFields).toEqual([]);
  });

  it('forgets invalid boxes when the analyst leaves the checklist', () => {
    const state = opened({ type: 'setFieldValidity', key: 'connections', valid: false }, { type: 'selectStep', step: 'submissions' });
    expect(state.draft?.invalidFields).toEqual([]);
  });

  it('generates the report from the checklist and opens the preview', () => {
    const state = generated();
    const report = generateReport(createDefaultFormData(ada.linkedin_url), { profileUrl: ada.linkedin_url, generatedAt: at });
    expect(state.step).toBe('preview');
    expect(state.draft).toMatchObject({ report, reportBaseline: report });
  });

  it('keeps an edited report when the analyst says so, and replaces it otherwise', () => {
    const edited = generated({ type: 'editReport', report: 'My own words' }, { type: 'cancel' });
    expect(edited.step).toBe('analysis');
    expect(reviewReducer(edited, { type: 'generate', keepEdits: true, at }).draft?.report).toBe('My own words');
    expect(reviewReducer(edited, { type: 'generate', keepEdits: false, at }).draft?.report).toContain('LinkedIn Profile Analysis Report');
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
    expect(blank.blankError).toBe(MESSAGES.admin.generateAnalysisFirst);
    expect(reviewReducer(blank, { type: 'editReport', report: 'Text' }).blankError).toBeNull();
  });

  it('records the sent reply, ignores the queue meanwhile, then resets to the queue', () => {
    const sent = generated({ type: 'send' }, { type: 'sent', email: ada.email, editing: false });
    expect(sent.sentTo).toEqual({ email: ada.email, editing: false });
    expect(reviewReducer(sent, { type: 'open', submission: bob })).toBe(sent);
    expect(reviewReducer(sent, { type: 'returnToQueue' })).toMatchObject({ sentTo: null, draft: null, step: 'submissions' });
  });

  it('loads a processed submission once in edit mode, with its stored reply as the baseline', () => {
    const detail = anAdminSubmissionDetail({ id: 21, admin_reply: 'Stored reply', form_data: { connections: 300 } });
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
    expect(wouldOverwriteEdits({ ...draft, report: 'Changed', invalidFields: ['connections'] })).toBe(false);
  });
});
