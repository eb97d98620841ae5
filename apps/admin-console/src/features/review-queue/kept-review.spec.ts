import { createDefaultFormData } from '@profileproof/analysis';
import { saveDraft } from '@profileproof/session/drafts';
import { anAdminSubmission } from '../../testing/fixtures';
import { keptEditOf, keptReviewOf, latestKeptReview, readKeptReview } from './kept-review';
import { newDraft } from './review-draft';

const ME = 'analyst@example.com';
const ada = anAdminSubmission({ id: 7, linkedin_url: 'https://www.linkedin.com/in/ada' });
const edited = { ...newDraft(ada), report: 'Typed by hand', formEdited: true };
const savedAt = new Date().toISOString();

describe('the review draft kept by the browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps only work that would be lost: none for an untouched or sent draft', () => {
    expect(keptReviewOf(newDraft(ada), 'analysis', false)).toBeNull();
    expect(keptReviewOf(edited, 'preview', true)).toBeNull();
    expect(keptReviewOf(edited, 'preview', false)).toMatchObject({
      submission: { id: 7 },
      report: 'Typed by hand',
      step: 'preview',
      editing: false,
    });
  });

  it('reads back what it wrote, without the stale claim', () => {
    const kept = keptReviewOf({ ...edited, submission: { ...ada, claim: null } }, 'preview', false);
    const restored = readKeptReview({ savedAt, value: kept });
    expect(restored).toMatchObject({
      step: 'preview',
      savedAt,
      draft: { report: 'Typed by hand' },
    });
    expect(restored?.draft.submission.claim).toBeNull();
    expect(restored?.draft.form).toEqual(createDefaultFormData(ada.linkedin_url));
  });

  it('refuses what this screen never wrote (another shape, a bad id, an unreadable checklist)', () => {
    const kept = keptReviewOf(edited, 'analysis', false);
    for (const value of [
      null,
      'text',
      { ...kept, submission: { ...ada, id: 'x' } },
      { ...kept, report: 42 },
      { ...kept, form: { profileScore: 'lots' } },
    ]) {
      expect(readKeptReview({ savedAt, value })).toBeNull();
    }
  });

  it('finds the latest pending-review draft of this analyst, and an edit draft only in edit mode', () => {
    saveDraft(ME, 'review:7', keptReviewOf(edited, 'preview', false));
    saveDraft('someone-else@example.com', 'review:8', keptReviewOf(edited, 'preview', false));
    expect(latestKeptReview(ME)?.draft.submission.id).toBe(7);
    expect(latestKeptReview('someone-else@example.com')?.draft.submission.id).toBe(7);
    expect(latestKeptReview('nobody@example.com')).toBeNull();
    expect(keptEditOf(ME, 7)).toBeNull();

    saveDraft(ME, 'review:7', { ...keptReviewOf(edited, 'preview', false), editing: true });
    expect(latestKeptReview(ME)).toBeNull();
    expect(keptEditOf(ME, 7)?.draft.report).toBe('Typed by hand');
  });
});
