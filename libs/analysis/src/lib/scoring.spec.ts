import {
  OUTREACH_CHECKS,
  POSITIVE_CHECKS,
  RISK_FLAGS,
  SPAM_WEIGHTS,
  type SpamSignal,
} from './checks';
import { createDefaultFormData } from './form-data';
import {
  clampScore,
  countPositiveChecks,
  countRiskFlags,
  isGoodForOutreach,
  minimumOutreachChecks,
  qualityScore,
  riskLevel,
  scoreAnalysis,
  spamScore,
  spamSignals,
  withComputedScores,
} from './scoring';
import { blankForm, perfectForm, withFlags, withPositives } from './test-forms';

describe('the check lists', () => {
  it('has the 5 risk flags of the spec', () => {
    expect(RISK_FLAGS).toEqual([
      'newlyCreated',
      'sparseJobHistory',
      'defaultProfilePicture',
      'lowConnections',
      'noEngagementOnPosts',
    ]);
  });

  it('has 18 distinct positive checks, the last one being a premium account', () => {
    const ids = POSITIVE_CHECKS.map((check) => check.id);
    expect(ids).toHaveLength(18);
    expect(new Set(ids).size).toBe(18);
    expect(ids).toEqual([
      'hasVerificationShield',
      'hasCustomURL',
      'hasProfileSummary',
      'hasProfessionalPhoto',
      'profileCompleteness',
      'skillsEndorsementsCount',
      'hasRecommendations',
      'personalizedProfile',
      'recentActivity',
      'engagementWithContent',
      'engagementHistory',
      'postHistoryOlderThanYear',
      'profileUpdates',
      'sharedInterests',
      'openToNetworking',
      'industryRelevance',
      'activeJobTitles',
      'premiumAccount',
    ]);
  });

  it('has the spam weights of the spec, adding up to 100', () => {
    expect(SPAM_WEIGHTS).toEqual({
      newlyCreated: 25,
      sparseJobHistory: 20,
      defaultProfilePicture: 20,
      lowConnections: 15,
      noEngagementOnPosts: 10,
      noSummary: 5,
      outdatedJobInfo: 5,
    });
    expect(Object.values(SPAM_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('has 7 outreach checks', () => {
    expect(OUTREACH_CHECKS.map((check) => check.id)).toEqual([
      'openToNetworking',
      'industryRelevance',
      'recentActivity',
      'engagementWithContent',
      'hasVerificationShield',
      'hasProfessionalPhoto',
      'notLowConnections',
    ]);
  });
});

describe('risk flags and risk level', () => {
  it.each([
    [0, 'low'],
    [1, 'low'],
    [2, 'medium'],
    [3, 'high'],
    [4, 'high'],
    [5, 'high'],
  ] as const)('%i flags -> %s', (flags, level) => {
    const form = withFlags(blankForm(), flags);
    expect(countRiskFlags(form)).toBe(flags);
    expect(riskLevel(form)).toBe(level);
  });

  it('counts only the five risk flags, not other negative boxes', () => {
    const form = blankForm({
      hasOldPhoto: true,
      outdatedJobInfo: true,
      missingAboutOrEducation: true,
    });
    expect(countRiskFlags(form)).toBe(0);
  });
});

describe('qualityScore', () => {
  it('clamps at 0: every flag and no positive check', () => {
    const form = withFlags(blankForm(), 5);
    expect(countPositiveChecks(form)).toBe(0);
    expect(qualityScore(form)).toBe(0);
  });

  it('is 0 for a blank checklist', () => {
    expect(qualityScore(blankForm())).toBe(0);
  });

  it('tops out at 85: all 18 positive checks and no flag', () => {
    const form = perfectForm();
    expect(countPositiveChecks(form)).toBe(18);
    expect(qualityScore(form)).toBe(85);
  });

  it('all positives and all flags -> 85 - 15 = 70', () => {
    expect(qualityScore(withFlags(perfectForm(), 5))).toBe(70);
  });

  it('counts a premium account as a positive check', () => {
    expect(qualityScore(blankForm({ accountType: 'premium' }))).toBe(Math.round(85 / 18));
  });

  it.each([
    // positives, flags, expected (exact value in the comment)
    [9, 1, 40], // 42.5 - 3 = 39.5 -> 40
    [9, 3, 34], // 42.5 - 9 = 33.5 -> 34
    [9, 0, 43], // 42.5 -> 43
    [1, 0, 5], // 4.72 -> 5
    [1, 1, 2], // 4.72 - 3 = 1.72 -> 2
    [1, 2, 0], // 4.72 - 6 < 0 -> 0
    [17, 0, 80], // 80.28 -> 80
    [12, 2, 51], // 56.67 - 6 = 50.67 -> 51
  ])('%i positives and %i flags -> %i', (positives, flags, expected) => {
    expect(qualityScore(withFlags(withPositives(blankForm(), positives), flags))).toBe(expected);
  });

  it('matches exact rational rounding for every combination', () => {
    for (let positives = 0; positives <= 18; positives += 1) {
      for (let flags = 0; flags <= 5; flags += 1) {
        // (p/18*85 - f/5*15) = (425p - 270f) / 90, rounded half up in integers.
        const numerator = 425 * positives - 270 * flags;
        const expected = numerator <= 0 ? 0 : Math.floor((2 * numerator + 90) / 180);
        expect(qualityScore(withFlags(withPositives(blankForm(), positives), flags))).toBe(
          expected,
        );
      }
    }
  });
});

describe('clampScore', () => {
  it.each([
    [-15, 0],
    [0, 0],
    [42.5, 42.5],
    [100, 100],
    [130, 100],
  ])('%d -> %d', (value, expected) => {
    expect(clampScore(value)).toBe(expected);
  });
});

describe('spamScore', () => {
  const withSummary = () => blankForm({ hasProfileSummary: true });

  it('is 0 when no signal is present', () => {
    expect(spamSignals(withSummary())).toEqual([]);
    expect(spamScore(withSummary())).toBe(0);
  });

  it("counts a missing summary ('no summary') as 5", () => {
    expect(spamSignals(blankForm())).toEqual(['noSummary']);
    expect(spamScore(blankForm())).toBe(5);
    expect(spamScore(createDefaultFormData())).toBe(5);
  });

  it.each([
    ['newlyCreated', 25],
    ['sparseJobHistory', 20],
    ['defaultProfilePicture', 20],
    ['lowConnections', 15],
    ['noEngagementOnPosts', 10],
    ['outdatedJobInfo', 5],
  ] as const)('%s weighs %i', (signal, weight) => {
    expect(spamScore({ ...withSummary(), [signal]: true })).toBe(weight);
  });

  it('adds the weights of several signals', () => {
    expect(spamScore(withFlags(blankForm(), ['newlyCreated', 'lowConnections']))).toBe(25 + 15 + 5);
  });

  it('is exactly 100 with every signal present', () => {
    const form = withFlags(blankForm({ outdatedJobInfo: true }), 5);
    expect(spamSignals(form)).toHaveLength(7);
    expect(spamScore(form)).toBe(100);
  });

  it('is capped at 100 when the weights add up to more', () => {
    const heavier: Record<SpamSignal, number> = {
      ...SPAM_WEIGHTS,
      newlyCreated: 60,
      sparseJobHistory: 50,
    };
    const form = withFlags(blankForm({ outdatedJobInfo: true }), 5);
    expect(spamScore(form, heavier)).toBe(100);
    expect(spamScore(withFlags(withSummary(), ['newlyCreated', 'sparseJobHistory']), heavier)).toBe(
      100,
    );
    expect(spamScore(withFlags(withSummary(), ['newlyCreated']), heavier)).toBe(60);
  });
});

describe('isGoodForOutreach', () => {
  const outreachBoxes = [
    'openToNetworking',
    'industryRelevance',
    'recentActivity',
    'engagementWithContent',
    'hasVerificationShield',
    'hasProfessionalPhoto',
  ] as const;

  /** Ticks the first `ticked` of the six outreach boxes; lowConnections as given. */
  const outreachForm = (ticked: number, lowConnections: boolean) => {
    const form = blankForm({ lowConnections });
    for (const key of outreachBoxes.slice(0, ticked)) form[key] = true;
    return form;
  };

  it('needs at least 5 of 7 checks', () => {
    expect(minimumOutreachChecks()).toBe(5);
  });

  it('4 of 7 (57%) is not enough', () => {
    const form = outreachForm(3, false); // 3 boxes + "not low connections"
    expect(scoreAnalysis(form).outreachChecksPassed).toBe(4);
    expect(isGoodForOutreach(form)).toBe(false);
  });

  it('5 of 7 (71%) is enough', () => {
    const form = outreachForm(4, false);
    expect(scoreAnalysis(form).outreachChecksPassed).toBe(5);
    expect(isGoodForOutreach(form)).toBe(true);
  });

  it('counts low connections as a failed check', () => {
    expect(isGoodForOutreach(outreachForm(4, true))).toBe(false);
    expect(scoreAnalysis(outreachForm(4, true)).outreachChecksPassed).toBe(4);
    expect(isGoodForOutreach(outreachForm(5, true))).toBe(true);
    expect(scoreAnalysis(outreachForm(6, true)).outreachChecksPassed).toBe(6);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7])('%i of 7 checks', (passed) => {
    const form = passed === 0 ? outreachForm(0, true) : outreachForm(passed - 1, false);
    expect(scoreAnalysis(form).outreachChecksPassed).toBe(passed);
    expect(isGoodForOutreach(form)).toBe(passed >= 5);
  });
});

describe('scoreAnalysis', () => {
  it('returns every derived value at once', () => {
    const form = withFlags(withPositives(blankForm(), 9), ['lowConnections']);
    expect(scoreAnalysis(form)).toEqual({
      riskFlags: ['lowConnections'],
      riskFlagCount: 1,
      riskLevel: 'low',
      positiveCount: 9,
      qualityScore: 40,
      spamScore: 15,
      goodForOutreach: false,
      outreachChecksPassed: 3, // verification shield, photo, recent activity
    });
  });
});

describe('withComputedScores', () => {
  it('replaces client-sent scores with the computed ones', () => {
    const sent = {
      ...withFlags(blankForm(), 5),
      profileScorePercentage: 99,
      spamScore: 0,
      goodForOutreach: true,
    };
    const stored = withComputedScores(sent);
    expect(stored.profileScorePercentage).toBe(0);
    expect(stored.spamScore).toBe(95);
    expect(stored.goodForOutreach).toBe(false);
    expect({ ...stored, profileScorePercentage: 99, spamScore: 0, goodForOutreach: true }).toEqual(
      sent,
    );
  });

  it('does not modify its input', () => {
    const sent = { ...perfectForm(), profileScorePercentage: 1 };
    withComputedScores(sent);
    expect(sent.profileScorePercentage).toBe(1);
  });

  it('scores a perfect profile 85, spam 0, good for outreach', () => {
    expect(withComputedScores(perfectForm())).toMatchObject({
      profileScorePercentage: 85,
      spamScore: 0,
      goodForOutreach: true,
    });
  });
});
