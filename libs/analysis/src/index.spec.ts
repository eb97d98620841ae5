import * as analysis from './index';

describe('@profileproof/analysis public API', () => {
  it.each([
    'createDefaultFormData',
    'detectAccountType',
    'countRiskFlags',
    'riskLevel',
    'qualityScore',
    'spamScore',
    'isGoodForOutreach',
    'scoreAnalysis',
    'withComputedScores',
    'generateReport',
    'parseReportScore',
    'readChecklist',
    'reportSections',
    'todoItems',
    'compareReviews',
    'replyPreview',
    'validateFormData',
  ])('exports the function %s', (name) => {
    expect(typeof (analysis as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the catalogues and constants', () => {
    expect(analysis.ANALYSIS_FIELDS.length).toBeGreaterThan(0);
    expect(analysis.RISK_FLAGS).toHaveLength(5);
    expect(analysis.POSITIVE_CHECKS).toHaveLength(18);
    expect(analysis.OUTREACH_CHECKS).toHaveLength(7);
    expect(Object.keys(analysis.SPAM_WEIGHTS)).toHaveLength(7);
  });

  it('does not export the test helpers', () => {
    expect(analysis).not.toHaveProperty('blankForm');
  });
});
