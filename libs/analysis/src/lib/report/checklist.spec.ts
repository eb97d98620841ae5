import { ANALYSIS_FIELD_LIST } from '../fields';
import { createDefaultFormData } from '../form-data';
import { blankForm, perfectForm, withFlags } from '../test-forms';
import { adviceFor, todoItems } from './advice';
import { REPORT_CHECK_IDS, type ReportCheckId } from './check-ids';
import {
  checkStatus,
  compareReviews,
  headlineFigures,
  readChecklist,
  reportSections,
} from './checklist';

/** Every yes/no box of the checklist the reviewer ticks (the computed verdict aside). */
const BOXES = ANALYSIS_FIELD_LIST.filter(
  (field) => field.kind === 'boolean' && !field.computed,
).map((field) => field.key);

describe('the report sections', () => {
  it('show every box of the checklist, and a Premium account, exactly once', () => {
    const ids = reportSections(blankForm()).flatMap((section) =>
      section.checks.map((check) => check.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...BOXES, 'premiumAccount'].sort());
    expect(ids).toHaveLength(26);
    expect(REPORT_CHECK_IDS).toEqual(ids);
  });

  it('group them into the five sections a customer recognises', () => {
    expect(reportSections(blankForm()).map((section) => section.title)).toEqual([
      'Identity and trust',
      'Completeness',
      'Activity and engagement',
      'Network',
      'Risk flags',
    ]);
  });

  it.each(REPORT_CHECK_IDS.map((id) => [id]))(
    '%s: met on the ideal profile, and otherwise not met or flagged with its own advice',
    (id: ReportCheckId) => {
      const ideal = perfectForm();
      expect(checkStatus(id, ideal)).toBe('met');
      // Turn this one check the wrong way round, and only it.
      const wrong = { ...ideal } as Record<string, unknown>;
      if (id === 'premiumAccount') wrong.accountType = 'normal';
      else wrong[id] = !ideal[id];
      const rows = reportSections(wrong as never).flatMap((section) => section.checks);
      const row = rows.find((check) => check.id === id);
      expect(row?.status).toBe(
        [
          'newlyCreated',
          'sparseJobHistory',
          'defaultProfilePicture',
          'lowConnections',
          'noEngagementOnPosts',
        ].includes(id)
          ? 'flagged'
          : 'unmet',
      );
      expect(row?.advice).toBe(adviceFor(id, wrong as never));
      expect(row?.advice?.length).toBeGreaterThan(40);
      expect(rows.filter((check) => check.status !== 'met').map((check) => check.id)).toEqual([id]);
    },
  );

  it('give no advice for a met check, and advice for every unmet one', () => {
    const rows = reportSections(blankForm()).flatMap((section) => section.checks);
    for (const row of rows) expect(row.advice === null).toBe(row.status === 'met');
  });

  it('count the met checks of each section', () => {
    const risk = reportSections(withFlags(perfectForm(), 2)).find((s) => s.id === 'risk');
    expect(risk?.metCount).toBe(3);
  });
});

describe('the to-do list', () => {
  it('is keyed by check, highest impact first, each item once', () => {
    const items = todoItems(withFlags(blankForm(), ['lowConnections', 'newlyCreated']));
    expect(items[0]).toEqual({ id: 'newlyCreated', text: adviceFor('newlyCreated', blankForm()) });
    expect(items[1].id).toBe('lowConnections');
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('is empty for the ideal profile', () => {
    expect(todoItems(perfectForm())).toEqual([]);
  });
});

describe('reading a stored checklist', () => {
  it('has none for null, a non-object, an empty object or an invalid one', () => {
    for (const stored of [null, undefined, 'text', [], {}, { connections: -1 }, { bogus: true }])
      expect(readChecklist(stored)).toBeNull();
  });

  it('reads a full or partial checklist with its defaults', () => {
    expect(readChecklist({ hasCustomURL: true })).toEqual({
      ...createDefaultFormData(),
      hasCustomURL: true,
    });
  });
});

describe('the headline figures', () => {
  it('say what each figure means', () => {
    const weak = headlineFigures(withFlags(blankForm(), 4));
    expect(weak.riskLevel).toBe('high');
    expect(weak.scoreMeaning).toMatch(/^Weak/);
    expect(weak.spamMeaning).toMatch(/^High/);
    expect(weak.outreachMeaning).toBe('Not yet: passes 0 of 7 outreach checks (5 needed).');
    const strong = headlineFigures(perfectForm());
    expect(strong.scoreMeaning).toMatch(/^Strong/);
    expect(strong.spamMeaning).toMatch(/^Low/);
    expect(strong.outreachMeaning).toBe('Ready: passes 7 of 7 outreach checks.');
  });
});

describe('progress between two reviews', () => {
  it('lists checks fixed and newly failing, flags cleared and raised, and the rest unchanged', () => {
    const before = withFlags(blankForm({ hasCustomURL: true, recentActivity: true }), [
      'newlyCreated',
      'lowConnections',
    ]);
    const after = withFlags(
      blankForm({ hasCustomURL: true, hasProfileSummary: true, hasRecommendations: true }),
      ['lowConnections', 'noEngagementOnPosts'],
    );
    const progress = compareReviews(before, after);
    expect(progress.newlyMet).toEqual(['hasProfileSummary', 'hasRecommendations']);
    expect(progress.newlyFailing).toEqual(['recentActivity']);
    expect(progress.flagsCleared).toEqual(['newlyCreated']);
    expect(progress.flagsRaised).toEqual(['noEngagementOnPosts']);
    expect(progress.unchangedCount).toBe(26 - 5);
    expect(progress.scoreChange).toBe(
      headlineFigures(after).qualityScore - headlineFigures(before).qualityScore,
    );
    expect(progress.spamChange).toBe(
      headlineFigures(after).spamScore - headlineFigures(before).spamScore,
    );
  });

  it('finds nothing moved between two identical reviews', () => {
    const progress = compareReviews(perfectForm(), perfectForm());
    expect(progress).toEqual({
      scoreChange: 0,
      spamChange: 0,
      newlyMet: [],
      newlyFailing: [],
      flagsCleared: [],
      flagsRaised: [],
      unchangedCount: 26,
    });
  });

  it('counts a premium upgrade and a fixed photo as met, oldest to newest', () => {
    const progress = compareReviews(
      withFlags(blankForm(), ['defaultProfilePicture']),
      blankForm({ accountType: 'premium', hasProfessionalPhoto: true }),
    );
    expect(progress.newlyMet).toEqual(['hasProfessionalPhoto', 'premiumAccount']);
    expect(progress.flagsCleared).toEqual(['defaultProfilePicture']);
    expect(progress.scoreChange).toBeGreaterThan(0);
    expect(progress.spamChange).toBe(-20);
  });
});
