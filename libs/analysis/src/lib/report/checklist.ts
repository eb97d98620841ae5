import { OUTREACH_CHECKS, POSITIVE_CHECKS, RISK_FLAGS, type RiskFlag } from '../checks';
import type { AnalysisFormData } from '../form-data';
import {
  type AnalysisScores,
  minimumOutreachChecks,
  type RiskLevel,
  scoreAnalysis,
} from '../scoring';
import { validateFormData } from '../validation';
import { adviceFor } from './advice';
import {
  REPORT_CHECK_IDS,
  REPORT_CHECK_SECTIONS,
  type ReportCheckId,
  type ReportSectionId,
} from './check-ids';
import { HIGH_SPAM_WARNING_FROM } from './limitations';
import { type ScoreBand, scoreBand } from './render';

/** How a check came out: met, not met, or (a risk flag) raised. */
export type CheckStatus = 'met' | 'unmet' | 'flagged';

/** How a check reads its box: a tick is good, a tick is a problem, or a tick is a risk flag. */
type CheckKind = 'positive' | 'negative' | 'flag';

interface CheckDefinition {
  kind: CheckKind;
  /** The check as the customer reads it, phrased as the state it asks for. */
  label: string;
}

const CHECKS: Readonly<Record<ReportCheckId, CheckDefinition>> = {
  hasVerificationShield: { kind: 'positive', label: 'Identity verified (verification shield)' },
  hasProfessionalPhoto: { kind: 'positive', label: 'Professional profile photo' },
  hasOldPhoto: { kind: 'negative', label: 'Photo is recent' },
  hasCustomURL: { kind: 'positive', label: 'Custom profile URL' },
  premiumAccount: { kind: 'positive', label: 'LinkedIn Premium account' },
  profileCompleteness: { kind: 'positive', label: 'Every key section filled in' },
  hasProfileSummary: { kind: 'positive', label: 'About summary written' },
  missingAboutOrEducation: { kind: 'negative', label: 'About and Education sections present' },
  activeJobTitles: { kind: 'positive', label: 'Current job title shown' },
  outdatedJobInfo: { kind: 'negative', label: 'Job information up to date' },
  skillsEndorsementsCount: { kind: 'positive', label: 'Skills endorsed by others' },
  hasRecommendations: { kind: 'positive', label: 'Written recommendations' },
  personalizedProfile: { kind: 'positive', label: 'Personalised headline and banner' },
  recentActivity: { kind: 'positive', label: 'Active in the last few weeks' },
  engagementWithContent: { kind: 'positive', label: "Engages with other people's content" },
  engagementHistory: { kind: 'positive', label: 'Consistent engagement history' },
  postHistoryOlderThanYear: { kind: 'positive', label: 'Posting history over a year old' },
  profileUpdates: { kind: 'positive', label: 'Profile updated regularly' },
  openToNetworking: { kind: 'positive', label: 'Open to networking' },
  industryRelevance: { kind: 'positive', label: 'Relevant to the target industry' },
  sharedInterests: { kind: 'positive', label: 'Shares interests with the target audience' },
  newlyCreated: { kind: 'flag', label: 'Newly created account' },
  sparseJobHistory: { kind: 'flag', label: 'Sparse job history' },
  defaultProfilePicture: { kind: 'flag', label: 'Default profile picture' },
  lowConnections: { kind: 'flag', label: 'Low number of connections' },
  noEngagementOnPosts: { kind: 'flag', label: 'Posts get no engagement' },
};

const premium = POSITIVE_CHECKS.find((check) => check.id === 'premiumAccount');

/** Whether one check holds on a checklist: true is good news (met, or a flag not raised). */
export function checkHolds(id: ReportCheckId, form: AnalysisFormData): boolean {
  const { kind } = CHECKS[id];
  if (id === 'premiumAccount') return premium?.holds(form) === true;
  const ticked = form[id] === true;
  return kind === 'positive' ? ticked : !ticked;
}

export function checkStatus(id: ReportCheckId, form: AnalysisFormData): CheckStatus {
  if (checkHolds(id, form)) return 'met';
  return CHECKS[id].kind === 'flag' ? 'flagged' : 'unmet';
}

export function checkLabel(id: ReportCheckId): string {
  return CHECKS[id].label;
}

export function isRiskFlagCheck(id: ReportCheckId): id is RiskFlag {
  return (RISK_FLAGS as readonly string[]).includes(id);
}

/** One row of the report: the check, how it came out and, unless met, what to do about it. */
export interface ReportCheckResult {
  id: ReportCheckId;
  label: string;
  status: CheckStatus;
  /** The advice of `libs/analysis` for an unmet check or a raised flag; null when met. */
  advice: string | null;
}

export interface ReportSection {
  id: ReportSectionId;
  title: string;
  checks: ReportCheckResult[];
  /** How many of the section's checks are met (flags: not raised). */
  metCount: number;
}

/** Every check of the checklist, grouped into the report's sections, each exactly once. */
export function reportSections(form: AnalysisFormData): ReportSection[] {
  return REPORT_CHECK_SECTIONS.map((section) => {
    const checks = section.checks.map((id): ReportCheckResult => {
      const status = checkStatus(id, form);
      return {
        id,
        label: CHECKS[id].label,
        status,
        advice: status === 'met' ? null : adviceFor(id, form),
      };
    });
    return {
      id: section.id,
      title: section.title,
      checks,
      metCount: checks.filter((check) => check.status === 'met').length,
    };
  });
}

/**
 * A stored `form_data` as a checklist, or null when the reply has none: no object, an empty one
 * (a reply sent with `analysis: {}`), or one that is not a valid checklist.
 */
export function readChecklist(stored: unknown): AnalysisFormData | null {
  if (typeof stored !== 'object' || stored === null || Object.keys(stored).length === 0) {
    return null;
  }
  const checked = validateFormData(stored);
  return checked.ok ? checked.value : null;
}

/** The one-line meaning of each headline figure. */
const SCORE_MEANINGS: Readonly<Record<ScoreBand, string>> = {
  strong: 'Strong: prospects are likely to trust this profile.',
  solid: 'Solid, with clear room to improve.',
  average: 'Average: prospects may hesitate to trust it.',
  weak: 'Weak: prospects are likely to ignore or distrust it.',
};

const RISK_MEANINGS: Readonly<Record<RiskLevel, string>> = {
  low: 'At most one warning sign that a profile is fake or throwaway.',
  medium: 'Two warning signs that a profile is fake or throwaway.',
  high: 'Three or more warning signs: fix these before any outreach.',
};

/** The spam likelihood (0-100) from which the meter reads as moderate; high is the report's warning line. */
export const SPAM_MODERATE_FROM = 25;

export type SpamLevel = 'low' | 'moderate' | 'high';

/** How a spam likelihood (0-100) reads: high from HIGH_SPAM_WARNING_FROM (50), moderate from 25. */
export function spamLevel(spamScore: number): SpamLevel {
  if (spamScore >= HIGH_SPAM_WARNING_FROM) return 'high';
  return spamScore >= SPAM_MODERATE_FROM ? 'moderate' : 'low';
}

const SPAM_MEANINGS: Readonly<Record<SpamLevel, string>> = {
  high: 'High: messages from this profile are likely to be ignored or reported.',
  moderate: 'Moderate: some prospects may take it for a spam account.',
  low: 'Low: few prospects would take it for a spam account.',
};

export interface HeadlineFigures extends AnalysisScores {
  scoreBand: ScoreBand;
  spamLevel: SpamLevel;
  scoreMeaning: string;
  riskMeaning: string;
  spamMeaning: string;
  outreachMeaning: string;
  outreachChecksTotal: number;
}

/** The report's figures with what each means in one line (the score ring, risk, spam meter, outreach). */
export function headlineFigures(form: AnalysisFormData): HeadlineFigures {
  const scores = scoreAnalysis(form);
  const band = scoreBand(scores.qualityScore);
  const spam = spamLevel(scores.spamScore);
  return {
    ...scores,
    scoreBand: band,
    scoreMeaning: SCORE_MEANINGS[band],
    riskMeaning: RISK_MEANINGS[scores.riskLevel],
    spamLevel: spam,
    spamMeaning: SPAM_MEANINGS[spam],
    outreachMeaning: scores.goodForOutreach
      ? `Ready: passes ${scores.outreachChecksPassed} of ${OUTREACH_CHECKS.length} outreach checks.`
      : `Not yet: passes ${scores.outreachChecksPassed} of ${OUTREACH_CHECKS.length} outreach checks (${minimumOutreachChecks()} needed).`,
    outreachChecksTotal: OUTREACH_CHECKS.length,
  };
}

/** What changed between two reviews of the same profile. */
export interface ReviewProgress {
  /** Current minus previous overall score (0-100 points). */
  scoreChange: number;
  /** Current minus previous spam likelihood (points; negative is better). */
  spamChange: number;
  /** Checks (flags aside) not met before and met now. */
  newlyMet: ReportCheckId[];
  /** Checks (flags aside) met before and not met now. */
  newlyFailing: ReportCheckId[];
  flagsCleared: RiskFlag[];
  flagsRaised: RiskFlag[];
  /** Checks that came out the same both times. */
  unchangedCount: number;
}

/** Since the last review: the score's change and each check that moved, in reading order. */
export function compareReviews(
  previous: AnalysisFormData,
  current: AnalysisFormData,
): ReviewProgress {
  const before = scoreAnalysis(previous);
  const after = scoreAnalysis(current);
  const progress: ReviewProgress = {
    scoreChange: after.qualityScore - before.qualityScore,
    spamChange: after.spamScore - before.spamScore,
    newlyMet: [],
    newlyFailing: [],
    flagsCleared: [],
    flagsRaised: [],
    unchangedCount: 0,
  };
  for (const id of REPORT_CHECK_IDS) {
    const was = checkHolds(id, previous);
    const is = checkHolds(id, current);
    if (was === is) progress.unchangedCount += 1;
    else if (isRiskFlagCheck(id)) (is ? progress.flagsCleared : progress.flagsRaised).push(id);
    else (is ? progress.newlyMet : progress.newlyFailing).push(id);
  }
  return progress;
}
