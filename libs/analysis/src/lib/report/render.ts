import { OUTREACH_CHECKS, RISK_FLAGS } from '../checks';
import type { AnalysisFormData } from '../form-data';
import { formatLongDate, MONTH_NAMES } from '../format';
import { minimumOutreachChecks, type RiskLevel, scoreAnalysis } from '../scoring';
import { recommendationsFor } from './advice';
import { outreachLimitations } from './limitations';
import { profileFacts, strengthsAndGaps } from './observations';

export interface ReportOptions {
  profileUrl: string;
  /** Defaults to now. */
  generatedAt?: Date;
}

export const REPORT_TITLE = 'LinkedIn Profile Analysis Report';

export const REPORT_SECTIONS = {
  summary: 'Summary',
  observations: 'Observations',
  recommendations: 'Recommendations',
  outreachLimitations: 'Outreach limitations',
} as const;

export const RISK_LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** The label of the report's date line; `withReportDate` looks for it. */
const REPORT_DATE_LABEL = 'Report date';

/** The label in front of the overall score; `parseReportScore` looks for it. */
const SCORE_LABEL = 'Overall profile score';

export type ScoreBand = 'strong' | 'solid' | 'average' | 'weak';

/** The band of an overall score (0-100): strong from 80, solid from 60, average from 40, else weak. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'strong';
  if (score >= 60) return 'solid';
  if (score >= 40) return 'average';
  return 'weak';
}

const VERDICTS: Readonly<Record<ScoreBand, string>> = {
  strong: 'A strong, trustworthy profile. The refinements below will help it stand out even more.',
  solid:
    'A solid profile with clear room for improvement. The recommendations below are ordered by impact.',
  average:
    'An average profile that prospects may hesitate to trust. Work through the recommendations below, starting from the top.',
  weak: 'A weak profile that prospects are likely to ignore or distrust. Address the recommendations below before any outreach.',
};

function verdict(score: number): string {
  return VERDICTS[scoreBand(score)];
}

function heading(title: string, underline: '=' | '-'): string[] {
  return [title, underline.repeat(title.length)];
}

const bullets = (lines: readonly string[]): string[] => lines.map((line) => `- ${line}`);

/**
 * The plain-text report the customer receives: summary figures, observations, prioritised
 * recommendations and outreach limitations. Scores are always computed from the checklist.
 */
export function generateReport(form: AnalysisFormData, options: ReportOptions): string {
  const scores = scoreAnalysis(form);
  const generatedAt = options.generatedAt ?? new Date();
  const { strengths, gaps } = strengthsAndGaps(form, scores.riskFlags);
  const recommendations = recommendationsFor(form);
  const limitations = outreachLimitations(form, scores);
  const outreachTotal = OUTREACH_CHECKS.length;

  const lines: string[] = [
    ...heading(REPORT_TITLE, '='),
    '',
    `Profile: ${options.profileUrl.trim()}`,
    `${REPORT_DATE_LABEL}: ${formatLongDate(generatedAt)}`,
    '',
    ...heading(REPORT_SECTIONS.summary, '-'),
    `${SCORE_LABEL}: ${scores.qualityScore}/100`,
    `Risk level: ${RISK_LEVEL_LABELS[scores.riskLevel]}`,
    `Spam likelihood: ${scores.spamScore}/100`,
    `Good for outreach: ${scores.goodForOutreach ? 'Yes' : 'No'}`,
    '',
    verdict(scores.qualityScore),
    `Risk flags found: ${scores.riskFlagCount} of ${RISK_FLAGS.length}. Outreach checks passed: ${scores.outreachChecksPassed} of ${outreachTotal}.`,
    '',
    ...heading(REPORT_SECTIONS.observations, '-'),
    'Profile facts:',
    ...bullets(profileFacts(form)),
  ];
  if (strengths.length > 0) lines.push('', 'Strengths:', ...bullets(strengths));
  if (gaps.length > 0) lines.push('', 'Areas to improve:', ...bullets(gaps));

  lines.push('', ...heading(REPORT_SECTIONS.recommendations, '-'));
  if (recommendations.length === 0) {
    lines.push(
      'No changes needed: the profile passes every check. Keep posting and engaging regularly to keep it that way.',
    );
  } else {
    lines.push(...recommendations.map((text, index) => `${index + 1}. ${text}`));
  }

  lines.push('', ...heading(REPORT_SECTIONS.outreachLimitations, '-'));
  if (limitations.length === 0) {
    lines.push(
      `No significant limitations found: the profile passes all ${outreachTotal} outreach checks and has no risk flags. Keep volumes reasonable and personalise every message.`,
    );
  } else {
    if (!scores.goodForOutreach) {
      lines.push(
        `The profile passes only ${scores.outreachChecksPassed} of ${outreachTotal} outreach checks (at least ${minimumOutreachChecks()} are needed). Address the points below before starting a cold outreach campaign.`,
        '',
      );
    }
    lines.push(...bullets(limitations));
  }

  lines.push(
    '',
    'This report is based on a manual review of the public profile on the date above.',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * The overall score (0-100) written in a report by `generateReport`, or null when the text has
 * none, so the customer's screen can draw a gauge from the stored reply.
 */
export function parseReportScore(reply: string | null | undefined): number | null {
  if (typeof reply !== 'string') return null;
  const match = /Overall profile score:\s*(\d{1,3})\s*(?:\/\s*100|%)/i.exec(reply);
  if (!match) return null;
  const score = Number(match[1]);
  return score <= 100 ? score : null;
}

/** The date line `generateReport` writes ('Report date: 5 June 2025'), among the title block's first lines. */
const REPORT_DATE_LINE = new RegExp(
  `^(${REPORT_DATE_LABEL}: )\\d{1,2} (?:${MONTH_NAMES.join('|')}) \\d{4}(?=\\r?$)`,
  'm',
);
/** How many lines from the top the title block's date line can be (title, underline, blank, profile, date). */
const TITLE_BLOCK_LINES = 6;

/**
 * The report with its date line written for `date` in the reader's calendar (the browser's time
 * zone), e.g. the reply's sending time on the customer's page. `generateReport` writes the date in
 * the calendar of the reviewer's machine: a customer a few hours away could read a report date a
 * day off the 'Received on' date beside it. Only a `generateReport` date line in the title block is
 * rewritten; any other text (a hand-written reply) is returned as it is.
 */
export function withReportDate(report: string, date: Date): string {
  if (Number.isNaN(date.getTime())) return report;
  const lines = report.split('\n');
  const head = lines.slice(0, TITLE_BLOCK_LINES).join('\n');
  if (!REPORT_DATE_LINE.test(head)) return report;
  return [
    head.replace(REPORT_DATE_LINE, (_line, label: string) => `${label}${formatLongDate(date)}`),
    ...lines.slice(TITLE_BLOCK_LINES),
  ].join('\n');
}
