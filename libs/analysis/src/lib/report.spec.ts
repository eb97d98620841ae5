import { POSITIVE_CHECKS } from './checks';
import { createDefaultFormData } from './form-data';
import {
  generateReport,
  parseReportScore,
  recommendationsFor,
  REPORT_SECTIONS,
  REPORT_TITLE,
  scoreBand,
  withReportDate,
} from './report';
import { scoreAnalysis } from './scoring';
import { blankForm, perfectForm, withFlags, withPositives } from './test-forms';

const profileUrl = 'https://www.linkedin.com/in/jane-doe';
const generatedAt = new Date(2025, 5, 5);
const report = (form = createDefaultFormData(profileUrl)) =>
  generateReport(form, { profileUrl, generatedAt });

/** The lines of one section, between its underlined heading and the next blank-line-heading. */
function section(text: string, title: string): string {
  const start = text.indexOf(`${title}\n${'-'.repeat(title.length)}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = text.slice(start + title.length * 2 + 2);
  const next = body.search(/\n\n[^\n]+\n-+\n/);
  return next === -1 ? body : body.slice(0, next);
}

describe('generateReport', () => {
  const typical = {
    ...withFlags(withPositives(blankForm(), 9), ['newlyCreated', 'lowConnections']),
    connections: 1234,
    accountAgeYears: 3,
    lastUpdated: '2025-03-05',
    lastPostDate: '2025-05-20',
  };
  const text = report(typical);
  const scores = scoreAnalysis(typical);

  it('has a title, the profile URL and the date', () => {
    expect(text.startsWith(`${REPORT_TITLE}\n`)).toBe(true);
    expect(text).toContain(`Profile: ${profileUrl}\n`);
    expect(text).toContain('Report date: 5 June 2025\n');
  });

  it('states the computed figures', () => {
    expect(scores).toMatchObject({
      qualityScore: 37,
      riskLevel: 'medium',
      spamScore: 40,
      goodForOutreach: false,
    });
    expect(text).toContain('Overall profile score: 37/100\n');
    expect(text).toContain('Risk level: Medium\n');
    expect(text).toContain('Spam likelihood: 40/100\n');
    expect(text).toContain('Good for outreach: No\n');
  });

  it('has every section, in order', () => {
    const positions = [
      REPORT_SECTIONS.summary,
      REPORT_SECTIONS.observations,
      REPORT_SECTIONS.recommendations,
      REPORT_SECTIONS.outreachLimitations,
    ].map((title) => text.indexOf(`\n${title}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(REPORT_SECTIONS).toMatchObject({
      observations: 'Observations',
      recommendations: 'Recommendations',
      outreachLimitations: 'Outreach limitations',
    });
  });

  it('is plain text: no markdown tables, emphasis or headings', () => {
    expect(text).not.toMatch(/\||\*\*|^#/m);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toMatch(/\n{3,}/);
  });

  it('observes the recorded facts', () => {
    const observations = section(text, REPORT_SECTIONS.observations);
    expect(observations).toContain('- The profile has 1,234 connections.');
    expect(observations).toContain('- The account is 3 years old.');
    expect(observations).toContain('- The profile was last updated on 5 March 2025.');
    expect(observations).toContain('- The most recent post is dated 20 May 2025.');
    expect(observations).toContain('- The account is a standard (non-Premium) account.');
  });

  it('leaves out facts that were not recorded', () => {
    const observations = section(report(blankForm()), REPORT_SECTIONS.observations);
    expect(observations).not.toMatch(/connections\.|years? old|last updated|most recent post/);
  });

  it('lists strengths and gaps from the checks, risk flags first', () => {
    const observations = section(text, REPORT_SECTIONS.observations);
    expect(observations).toContain('Strengths:\n- The profile carries the verification shield.');
    expect(observations).toContain(
      'Areas to improve:\n- Risk flag: the account appears to be newly created.',
    );
    expect(observations).toContain('- Risk flag: the number of connections is low.');
    expect(observations).toContain('- The profile does not signal openness to networking.');
  });

  it('numbers one recommendation per failing check, highest impact first', () => {
    const recommendations = section(text, REPORT_SECTIONS.recommendations).split('\n');
    const expected = recommendationsFor(typical);
    expect(recommendations).toEqual(expected.map((line, index) => `${index + 1}. ${line}`));
    expect(recommendations[0]).toMatch(/^1\. Build trust in the new account/);
    expect(recommendations[1]).toMatch(/^2\. Grow your network/);
    expect(recommendations.at(-1)).toMatch(/Optional: .*LinkedIn Premium/);
  });

  it('recommends writing an About section when there is no summary', () => {
    const advice = recommendationsFor(blankForm());
    expect(advice.some((line) => line.startsWith('Write a 3–5 sentence About section'))).toBe(true);
    expect(recommendationsFor(blankForm({ hasProfileSummary: true })).join('\n')).not.toContain(
      'About section:',
    );
  });

  it('gives one photo recommendation, the most serious one', () => {
    const photoAdvice = (form: Parameters<typeof recommendationsFor>[0]) =>
      recommendationsFor(form).filter((line) => /photo/i.test(line) && !line.startsWith('Build'));
    expect(photoAdvice(blankForm({ defaultProfilePicture: true, hasOldPhoto: true }))).toEqual([
      expect.stringMatching(/^Upload a profile photo/),
    ]);
    expect(photoAdvice(blankForm({ hasOldPhoto: true }))).toEqual([
      expect.stringMatching(/^Replace the current photo/),
    ]);
    expect(photoAdvice({ ...perfectForm(), hasOldPhoto: true })).toEqual([
      expect.stringMatching(/^Update your photo/),
    ]);
  });

  it('orders risk flags by their weight', () => {
    const advice = recommendationsFor(withFlags(perfectForm(), 5));
    expect(advice.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'Build trust',
      'Upload a',
      'Fill out',
      'Grow your',
      'Make your',
    ]);
  });

  it('says so when nothing needs fixing', () => {
    const perfect = report(perfectForm());
    expect(perfect).toContain('Overall profile score: 85/100');
    expect(perfect).toContain('Risk level: Low');
    expect(perfect).toContain('Spam likelihood: 0/100');
    expect(perfect).toContain('Good for outreach: Yes');
    expect(section(perfect, REPORT_SECTIONS.recommendations)).toMatch(/^No changes needed/);
    expect(section(perfect, REPORT_SECTIONS.outreachLimitations)).toMatch(
      /^No significant limitations found/,
    );
  });

  it('derives outreach limitations from risk flags and failed outreach checks', () => {
    const limitations = section(text, REPORT_SECTIONS.outreachLimitations);
    expect(limitations).toMatch(
      /^The profile passes only 3 of 7 outreach checks \(at least 5 are needed\)/,
    );
    expect(limitations).toContain('- New account:');
    expect(limitations).toContain('- Small network:');
    expect(limitations).toContain('- Weak industry fit:');
    expect(limitations).not.toContain('- No verification shield'); // the shield is one of the 9 positives
  });

  it('warns against mass outreach when spam likelihood is high', () => {
    const risky = report(withFlags(blankForm(), 5));
    expect(risky).toContain('Spam likelihood: 95/100');
    expect(section(risky, REPORT_SECTIONS.outreachLimitations)).toContain(
      '- High spam likelihood (95/100)',
    );
  });

  it('lists limitations without the shortfall line when the profile is still good for outreach', () => {
    const form = withFlags(perfectForm(), ['sparseJobHistory']);
    const limitations = section(report(form), REPORT_SECTIONS.outreachLimitations);
    expect(limitations).toMatch(/^- Sparse job history:/);
  });

  it('ignores scores sent with the form', () => {
    const tampered = {
      ...blankForm(),
      profileScorePercentage: 100,
      spamScore: 0,
      goodForOutreach: true,
    };
    const text = report(tampered);
    expect(text).toContain('Overall profile score: 0/100');
    expect(text).toContain('Spam likelihood: 5/100');
    expect(text).toContain('Good for outreach: No');
  });

  it('reports a premium account', () => {
    const text = report(blankForm({ accountType: 'premium' }));
    expect(text).toContain('- The account is a LinkedIn Premium account.');
    expect(text).not.toContain('consider LinkedIn Premium');
  });
});

describe('parseReportScore', () => {
  it.each([0, 1, 9, 17, 18])('round-trips a report with %i positive checks', (positives) => {
    const form = withPositives(blankForm(), positives);
    expect(parseReportScore(report(form))).toBe(scoreAnalysis(form).qualityScore);
  });

  it('round-trips every flag count', () => {
    for (let flags = 0; flags <= 5; flags += 1) {
      const form = withFlags(withPositives(blankForm(), POSITIVE_CHECKS.length), flags);
      expect(parseReportScore(report(form))).toBe(scoreAnalysis(form).qualityScore);
    }
  });

  it('reads hand-edited variants', () => {
    expect(parseReportScore('overall profile score:  72 / 100')).toBe(72);
    expect(parseReportScore('Intro\nOverall profile score: 64%\n')).toBe(64);
  });

  it('returns null when there is no score', () => {
    expect(parseReportScore('Thanks, your profile looks fine.')).toBeNull();
    expect(parseReportScore('')).toBeNull();
    expect(parseReportScore(null)).toBeNull();
    expect(parseReportScore(undefined)).toBeNull();
    expect(parseReportScore('Overall profile score: /100')).toBeNull();
  });

  it('returns null for an impossible score', () => {
    expect(parseReportScore('Overall profile score: 150/100')).toBeNull();
    expect(parseReportScore('Overall profile score: 1000/100')).toBeNull();
  });
});

describe('scoreBand', () => {
  it('bands a score as the report words its verdict: strong from 80, solid from 60, average from 40', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreBand)).toEqual([
      'strong',
      'strong',
      'solid',
      'solid',
      'average',
      'average',
      'weak',
      'weak',
    ]);
  });
});

describe('withReportDate', () => {
  const text = report();
  // Noon local time: the same calendar day in the zone the tests run in, whatever it is.
  const sentAt = new Date(2025, 5, 7, 12, 0);

  it("rewrites the report's date line for the given moment in the reader's calendar, nothing else", () => {
    const dated = withReportDate(text, sentAt);
    expect(dated).toContain('Report date: 7 June 2025\n');
    expect(dated).not.toContain('5 June 2025');
    expect(dated.replace('7 June 2025', '5 June 2025')).toBe(text);
  });

  it('keeps CRLF line ends', () => {
    const crlf = text.replace(/\n/g, '\r\n');
    expect(withReportDate(crlf, sentAt)).toBe(crlf.replace('5 June 2025', '7 June 2025'));
  });

  it('leaves a hand-written reply, a date line outside the title block and an invalid date alone', () => {
    const handWritten = 'Hello,\n\nReport date: whenever you like.\n';
    expect(withReportDate(handWritten, sentAt)).toBe(handWritten);
    const late = `${'line\n'.repeat(8)}Report date: 5 June 2025\n`;
    expect(withReportDate(late, sentAt)).toBe(late);
    expect(withReportDate(text, new Date('not a date'))).toBe(text);
  });
});
