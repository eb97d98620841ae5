import { OUTREACH_CHECKS, RISK_FLAGS, type RiskFlag } from './checks';
import type { AnalysisFormData, BooleanFieldKey } from './form-data';
import { formatIsoDate, formatLongDate, pluralise } from './format';
import { type AnalysisScores, minimumOutreachChecks, type RiskLevel, scoreAnalysis } from './scoring';

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

/** The label in front of the overall score; `parseReportScore` looks for it. */
const SCORE_LABEL = 'Overall profile score';

// ---------------------------------------------------------------------------------------------
// Observations: what the analyst found, one sentence per check.

interface CheckObservation {
  key: BooleanFieldKey;
  /** Sentence when the box is ticked. */
  ticked?: string;
  /** Sentence when it is not. */
  unticked?: string;
  /** Whether a ticked box is good news (a strength) or bad news (an area to improve). */
  tickedIsGood: boolean;
}

const OBSERVATIONS: readonly CheckObservation[] = [
  {
    key: 'hasVerificationShield',
    tickedIsGood: true,
    ticked: 'The profile carries the verification shield.',
    unticked: 'The profile is not verified (no verification shield).',
  },
  {
    key: 'hasCustomURL',
    tickedIsGood: true,
    ticked: 'The profile uses a custom URL.',
    unticked: 'The profile still uses the default URL with random characters.',
  },
  {
    key: 'hasProfileSummary',
    tickedIsGood: true,
    ticked: 'The About section contains a summary.',
    unticked: 'There is no About summary.',
  },
  {
    key: 'hasProfessionalPhoto',
    tickedIsGood: true,
    ticked: 'The profile photo looks professional.',
    unticked: 'The profile photo does not look professional.',
  },
  { key: 'hasOldPhoto', tickedIsGood: false, ticked: 'The profile photo looks outdated.' },
  {
    key: 'profileCompleteness',
    tickedIsGood: true,
    ticked: 'The profile is complete.',
    unticked: 'The profile is incomplete: some key sections are empty.',
  },
  { key: 'missingAboutOrEducation', tickedIsGood: false, ticked: 'The About or Education section is missing.' },
  { key: 'outdatedJobInfo', tickedIsGood: false, ticked: 'Some of the job information is out of date.' },
  {
    key: 'activeJobTitles',
    tickedIsGood: true,
    ticked: 'A current job title is shown.',
    unticked: 'No current job title is shown.',
  },
  {
    key: 'skillsEndorsementsCount',
    tickedIsGood: true,
    ticked: 'Skills are endorsed by other members.',
    unticked: 'Skills have few or no endorsements.',
  },
  {
    key: 'hasRecommendations',
    tickedIsGood: true,
    ticked: 'The profile has written recommendations.',
    unticked: 'There are no written recommendations.',
  },
  {
    key: 'personalizedProfile',
    tickedIsGood: true,
    ticked: 'The headline and banner are personalised.',
    unticked: 'The profile uses a generic headline or the default banner.',
  },
  {
    key: 'recentActivity',
    tickedIsGood: true,
    ticked: 'The profile has been active recently.',
    unticked: 'There has been no recent activity.',
  },
  {
    key: 'engagementWithContent',
    tickedIsGood: true,
    ticked: "The owner engages with other people's content.",
    unticked: "The owner rarely engages with other people's content.",
  },
  {
    key: 'engagementHistory',
    tickedIsGood: true,
    ticked: 'There is a consistent history of engagement.',
    unticked: 'There is little history of engagement.',
  },
  {
    key: 'postHistoryOlderThanYear',
    tickedIsGood: true,
    ticked: 'The posting history goes back more than a year.',
    unticked: 'There is no posting history older than a year.',
  },
  {
    key: 'profileUpdates',
    tickedIsGood: true,
    ticked: 'The profile is updated regularly.',
    unticked: 'The profile is rarely updated.',
  },
  {
    key: 'sharedInterests',
    tickedIsGood: true,
    ticked: 'The profile shares interests with the target audience.',
    unticked: 'Few interests are shared with the target audience.',
  },
  {
    key: 'openToNetworking',
    tickedIsGood: true,
    ticked: 'The profile presents its owner as open to networking.',
    unticked: 'The profile does not signal openness to networking.',
  },
  {
    key: 'industryRelevance',
    tickedIsGood: true,
    ticked: 'The profile is relevant to the target industry.',
    unticked: 'The profile has little relevance to the target industry.',
  },
];

const RISK_FLAG_OBSERVATIONS: Readonly<Record<RiskFlag, string>> = {
  newlyCreated: 'Risk flag: the account appears to be newly created.',
  sparseJobHistory: 'Risk flag: the job history is sparse.',
  defaultProfilePicture: 'Risk flag: the profile shows the default picture instead of a photo.',
  lowConnections: 'Risk flag: the number of connections is low.',
  noEngagementOnPosts: 'Risk flag: posts receive no engagement.',
};

function profileFacts(form: AnalysisFormData): string[] {
  const facts: string[] = [];
  if (form.connections > 0) facts.push(`The profile has ${pluralise(form.connections, 'connection')}.`);
  facts.push(
    form.accountType === 'premium'
      ? 'The account is a LinkedIn Premium account.'
      : 'The account is a standard (non-Premium) account.',
  );
  if (form.accountAgeYears > 0) facts.push(`The account is ${pluralise(form.accountAgeYears, 'year')} old.`);
  if (form.lastUpdated) facts.push(`The profile was last updated on ${formatIsoDate(form.lastUpdated)}.`);
  if (form.lastPostDate) facts.push(`The most recent post is dated ${formatIsoDate(form.lastPostDate)}.`);
  return facts;
}

function strengthsAndGaps(form: AnalysisFormData, flags: readonly RiskFlag[]): { strengths: string[]; gaps: string[] } {
  const strengths: string[] = [];
  // Risk flags lead the gaps: they weigh the most on both scores.
  const gaps: string[] = flags.map((flag) => RISK_FLAG_OBSERVATIONS[flag]);
  for (const observation of OBSERVATIONS) {
    const ticked = form[observation.key] === true;
    // With the default picture there is no photo to judge; the risk flag already says so.
    if (observation.key === 'hasProfessionalPhoto' && !ticked && form.defaultProfilePicture) continue;
    const sentence = ticked ? observation.ticked : observation.unticked;
    if (!sentence) continue;
    (ticked === observation.tickedIsGood ? strengths : gaps).push(sentence);
  }
  if (flags.length === 0) strengths.push('No risk flags were found.');
  return { strengths, gaps };
}

// ---------------------------------------------------------------------------------------------
// Recommendations: one concrete action per failing check, highest impact first.

interface Advice {
  /** Higher comes first. Risk flags lead, in the order of their spam weight. */
  impact: number;
  applies: (form: AnalysisFormData) => boolean;
  text: (form: AnalysisFormData) => string;
}

const always =
  (text: string) =>
  (): string =>
    text;

const ADVICE: readonly Advice[] = [
  {
    impact: 100,
    applies: (f) => f.newlyCreated,
    text: always(
      'Build trust in the new account before scaling outreach. Complete every section first, connect with people who already know you (colleagues, classmates, clients), and keep to 10–20 personalised connection requests a week for the first two to three months.',
    ),
  },
  {
    impact: 95,
    applies: (f) => f.defaultProfilePicture,
    text: always(
      'Upload a profile photo. Use a recent head-and-shoulders shot with a plain background and good lighting, your face filling about 60% of the frame. Profiles showing the default silhouette are ignored or reported far more often.',
    ),
  },
  {
    impact: 90,
    applies: (f) => f.sparseJobHistory,
    text: always(
      'Fill out your work history. Add each relevant role with the company, dates and 2–3 bullet points of concrete results (with numbers where possible). A thin history is one of the strongest signs of a fake or throwaway account.',
    ),
  },
  {
    impact: 85,
    applies: (f) => f.lowConnections,
    text: always(
      'Grow your network towards 500+ connections. Connect with current and former colleagues, classmates, clients and peers in your industry, adding a one-line personal note to each request. A larger network puts you in more searches and makes your requests look less random.',
    ),
  },
  {
    impact: 80,
    applies: (f) => !f.hasProfileSummary,
    text: always(
      'Write a 3–5 sentence About section: who you help, the problem you solve for them, one concrete result you have achieved, and how to get in touch. After the headline, it is the first thing prospects read.',
    ),
  },
  {
    impact: 75,
    applies: (f) => f.noEngagementOnPosts,
    text: always(
      "Make your posts worth responding to. Share specific lessons, short case studies or questions your audience cares about, reply to every comment within a day, and comment on other people's posts before publishing your own so that your network is active when it goes out.",
    ),
  },
  {
    impact: 70,
    applies: (f) => !f.hasProfessionalPhoto && !f.defaultProfilePicture,
    text: always(
      'Replace the current photo with a professional one: recent, well lit, plain background, dressed as you would be for a client meeting, looking at the camera.',
    ),
  },
  {
    impact: 68,
    applies: (f) => f.outdatedJobInfo,
    text: always(
      'Bring your experience up to date: your current role, company and dates must be accurate, and your headline should match them. Outdated job information makes prospects doubt the rest of the profile.',
    ),
  },
  {
    impact: 66,
    applies: (f) => !f.activeJobTitles && !f.outdatedJobInfo,
    text: always(
      'Add your current position with a clear job title, and repeat it in your headline, so prospects see at a glance what you do today.',
    ),
  },
  {
    impact: 64,
    applies: (f) => !f.openToNetworking,
    text: always(
      'Show that you are open to networking: say in your About section who you would like to hear from, make sure the Connect button is available to everyone, and fill in the Contact info section.',
    ),
  },
  {
    impact: 62,
    applies: (f) => !f.industryRelevance,
    text: always(
      "Align the profile with the industry you target: use that industry's vocabulary in your headline and About section, list the most relevant skills first, and describe your experience in terms that matter to those buyers.",
    ),
  },
  {
    impact: 60,
    applies: (f) => !f.recentActivity,
    text: always(
      'Be visibly active every week: aim for at least one post and three to five thoughtful comments. An inactive profile looks abandoned, and its messages get fewer replies.',
    ),
  },
  {
    impact: 58,
    applies: (f) => !f.engagementWithContent,
    text: always(
      "Engage with your prospects' content before contacting them: react to and comment meaningfully on their posts for a week or two, so that your name is familiar when your message arrives.",
    ),
  },
  {
    impact: 56,
    applies: (f) => !f.hasVerificationShield,
    text: always(
      'Verify your identity in your LinkedIn settings (Verifications) to get the verification shield. Verified profiles are trusted more, and their connection requests are accepted more often.',
    ),
  },
  {
    impact: 54,
    applies: (f) => !f.profileCompleteness,
    text: always(
      'Complete every section of the profile: headline, experience with descriptions, education, skills, licences and certifications, and languages. Complete profiles rank higher in LinkedIn search.',
    ),
  },
  {
    impact: 52,
    applies: (f) => f.missingAboutOrEducation,
    text: (f) =>
      f.hasProfileSummary
        ? 'Add your Education details (school, degree and years, plus any certifications). Even a short entry shows a verifiable background.'
        : 'Once the About section is written, add your Education details too (school, degree and years, plus any certifications).',
  },
  {
    impact: 50,
    applies: (f) => !f.hasRecommendations,
    text: always(
      'Ask two or three former managers, colleagues or clients for a short written recommendation about a specific project you did together. Make it easy for them by suggesting what they could mention.',
    ),
  },
  {
    impact: 48,
    applies: (f) => !f.skillsEndorsementsCount,
    text: always(
      'List 5–10 core skills that match what you offer, put the top three first, and ask colleagues to endorse them (endorsing theirs in return).',
    ),
  },
  {
    impact: 46,
    applies: (f) => !f.hasCustomURL,
    text: always(
      'Claim a custom profile URL such as linkedin.com/in/firstname-lastname (Edit public profile & URL). It looks more professional in messages and e-mail signatures.',
    ),
  },
  {
    impact: 44,
    applies: (f) => !f.personalizedProfile,
    text: always(
      'Personalise the profile: replace the default banner with one that states what you do, and write a headline that says who you help and how, rather than just a job title.',
    ),
  },
  {
    impact: 42,
    applies: (f) => !f.engagementHistory,
    text: always(
      'Build a steady engagement history: set aside 10 minutes a day to react to and comment on posts in your field. Consistency over months counts for more than occasional bursts.',
    ),
  },
  {
    impact: 40,
    applies: (f) => f.hasOldPhoto && f.hasProfessionalPhoto && !f.defaultProfilePicture,
    text: always(
      'Update your photo to one taken in the last two years, so that people recognise you on a video call or at an event.',
    ),
  },
  {
    impact: 38,
    applies: (f) => !f.profileUpdates,
    text: always(
      "Review the profile every quarter: add new projects, results, skills and certifications. Regular updates keep it current and show up in your network's feed.",
    ),
  },
  {
    impact: 36,
    applies: (f) => !f.sharedInterests,
    text: always(
      'Follow and take part in the groups, hashtags and creators your target audience follows, and mention relevant interests on your profile. Shared interests give you a natural opening line.',
    ),
  },
  {
    impact: 34,
    applies: (f) => !f.postHistoryOlderThanYear,
    text: always(
      'Keep posting regularly, even just once or twice a month. A posting history that goes back more than a year is strong evidence of a genuine, established profile.',
    ),
  },
  {
    impact: 20,
    applies: (f) => f.accountType !== 'premium',
    text: always(
      'Optional: once the points above are addressed, consider LinkedIn Premium for InMail credits, wider visibility and the Premium badge.',
    ),
  },
];

/** The recommendations for a checklist, highest impact first. */
export function recommendationsFor(form: AnalysisFormData): string[] {
  return ADVICE.filter((advice) => advice.applies(form))
    .sort((a, b) => b.impact - a.impact)
    .map((advice) => advice.text(form));
}

// ---------------------------------------------------------------------------------------------
// Outreach limitations: what to watch for when contacting prospects from this profile.

const RISK_FLAG_LIMITATIONS: Readonly<Record<RiskFlag, string>> = {
  newlyCreated:
    'New account: LinkedIn limits new accounts more strictly. Keep connection requests to roughly 10–20 a week and avoid automation tools, or the account may be restricted.',
  sparseJobHistory:
    'Sparse job history: prospects who check your background find little to trust, so expect lower acceptance rates on cold requests.',
  defaultProfilePicture:
    'No profile photo: requests from profiles without a photo are often ignored or reported as spam.',
  lowConnections:
    'Small network: with few connections you appear in fewer searches and share fewer mutual connections, so cold requests are more likely to be declined.',
  noEngagementOnPosts:
    'No engagement on posts: content-led outreach (pointing prospects to your posts) will have little pull until your posts get reactions and comments.',
};

const OUTREACH_CHECK_LIMITATIONS: Readonly<Record<string, (form: AnalysisFormData) => string | null>> = {
  openToNetworking: () =>
    'Not presented as open to networking: prospects may not expect a message, so lead with a clear, relevant reason to connect.',
  industryRelevance: () =>
    'Weak industry fit: prospects in your target industry may not see why you are contacting them, so tailor every message to their situation.',
  recentActivity: () =>
    'Recent inactivity: messages from an inactive profile get fewer replies. Be active for a week or two before starting outreach.',
  engagementWithContent: () =>
    "Little engagement with others: a cold message from someone who has never interacted with the prospect's content is easy to ignore.",
  hasVerificationShield: () => 'No verification shield: some recipients distrust or filter out unverified senders.',
  hasProfessionalPhoto: (form) =>
    form.defaultProfilePicture ? null : 'Unprofessional photo: the first impression suffers before your message is even read.',
  // A low connection count is already covered by its risk flag.
  notLowConnections: () => null,
};

/** From this spam likelihood on, the report warns against automated or mass outreach. */
export const HIGH_SPAM_WARNING_FROM = 50;

function outreachLimitations(form: AnalysisFormData, scores: AnalysisScores): string[] {
  const limitations = scores.riskFlags.map((flag) => RISK_FLAG_LIMITATIONS[flag]);
  for (const check of OUTREACH_CHECKS) {
    if (check.holds(form)) continue;
    const limitation = OUTREACH_CHECK_LIMITATIONS[check.id]?.(form);
    if (limitation) limitations.push(limitation);
  }
  if (scores.spamScore >= HIGH_SPAM_WARNING_FROM) {
    limitations.push(
      `High spam likelihood (${scores.spamScore}/100): avoid automation and mass messaging, which could get the account restricted.`,
    );
  }
  return limitations;
}

// ---------------------------------------------------------------------------------------------
// The report.

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
  solid: 'A solid profile with clear room for improvement. The recommendations below are ordered by impact.',
  average: 'An average profile that prospects may hesitate to trust. Work through the recommendations below, starting from the top.',
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
    `Report date: ${formatLongDate(generatedAt)}`,
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
    lines.push('No changes needed: the profile passes every check. Keep posting and engaging regularly to keep it that way.');
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

  lines.push('', 'This report is based on a manual review of the public profile on the date above.');
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
