import { scoreAnalysis } from '../scoring';
import { blankForm, perfectForm, withFlags } from '../test-forms';
import { HIGH_SPAM_WARNING_FROM, outreachLimitations } from './limitations';
import { profileFacts, strengthsAndGaps } from './observations';

describe('observations', () => {
  it('states the account type always, and the other facts only when recorded', () => {
    expect(profileFacts(blankForm())).toEqual(['The account is a standard (non-Premium) account.']);
    expect(
      profileFacts(blankForm({ connections: 1, accountType: 'premium', accountAgeYears: 2 })),
    ).toEqual([
      'The profile has 1 connection.',
      'The account is a LinkedIn Premium account.',
      'The account is 2 years old.',
    ]);
  });

  it('puts the risk flags first among the gaps, and notes their absence as a strength', () => {
    const { gaps } = strengthsAndGaps(blankForm(), ['lowConnections', 'newlyCreated']);
    expect(gaps.slice(0, 2)).toEqual([
      'Risk flag: the number of connections is low.',
      'Risk flag: the account appears to be newly created.',
    ]);
    expect(strengthsAndGaps(perfectForm(), []).strengths.at(-1)).toBe('No risk flags were found.');
  });

  it('does not judge the photo of a profile showing the default picture', () => {
    const form = withFlags(blankForm(), ['defaultProfilePicture']);
    expect(strengthsAndGaps(form, ['defaultProfilePicture']).gaps).not.toContain(
      'The profile photo does not look professional.',
    );
  });
});

describe('outreach limitations', () => {
  it('has none for a perfect profile', () => {
    const form = perfectForm();
    expect(outreachLimitations(form, scoreAnalysis(form))).toEqual([]);
  });

  it('lists risk flags, then failed outreach checks, then the spam warning', () => {
    const form = withFlags(blankForm(), [
      'newlyCreated',
      'sparseJobHistory',
      'defaultProfilePicture',
    ]);
    const scores = scoreAnalysis(form);
    expect(scores.spamScore).toBeGreaterThanOrEqual(HIGH_SPAM_WARNING_FROM);
    const limitations = outreachLimitations(form, scores);
    expect(limitations[0]).toMatch(/^New account:/);
    expect(limitations).toContainEqual(
      expect.stringMatching(/^Not presented as open to networking:/),
    );
    expect(limitations).not.toContainEqual(expect.stringMatching(/^Unprofessional photo:/));
    expect(limitations.at(-1)).toMatch(/^High spam likelihood \(\d+\/100\)/);
  });
});
