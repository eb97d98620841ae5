import type { RiskFlag } from '../checks';
import type { AnalysisFormData, BooleanFieldKey } from '../form-data';
import { formatIsoDate, pluralise } from '../format';

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
  {
    key: 'missingAboutOrEducation',
    tickedIsGood: false,
    ticked: 'The About or Education section is missing.',
  },
  {
    key: 'outdatedJobInfo',
    tickedIsGood: false,
    ticked: 'Some of the job information is out of date.',
  },
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

/** What the checklist recorded about the account, whatever its quality. */
export function profileFacts(form: AnalysisFormData): string[] {
  const facts: string[] = [];
  if (form.connections > 0)
    facts.push(`The profile has ${pluralise(form.connections, 'connection')}.`);
  facts.push(
    form.accountType === 'premium'
      ? 'The account is a LinkedIn Premium account.'
      : 'The account is a standard (non-Premium) account.',
  );
  if (form.accountAgeYears > 0)
    facts.push(`The account is ${pluralise(form.accountAgeYears, 'year')} old.`);
  if (form.lastUpdated)
    facts.push(`The profile was last updated on ${formatIsoDate(form.lastUpdated)}.`);
  if (form.lastPostDate)
    facts.push(`The most recent post is dated ${formatIsoDate(form.lastPostDate)}.`);
  return facts;
}

/** Every check's sentence, sorted into strengths and gaps; risk flags lead the gaps. */
export function strengthsAndGaps(
  form: AnalysisFormData,
  flags: readonly RiskFlag[],
): { strengths: string[]; gaps: string[] } {
  const strengths: string[] = [];
  // Risk flags lead the gaps: they weigh the most on both scores.
  const gaps: string[] = flags.map((flag) => RISK_FLAG_OBSERVATIONS[flag]);
  for (const observation of OBSERVATIONS) {
    const ticked = form[observation.key] === true;
    // With the default picture there is no photo to judge; the risk flag already says so.
    if (observation.key === 'hasProfessionalPhoto' && !ticked && form.defaultProfilePicture)
      continue;
    const sentence = ticked ? observation.ticked : observation.unticked;
    if (!sentence) continue;
    (ticked === observation.tickedIsGood ? strengths : gaps).push(sentence);
  }
  if (flags.length === 0) strengths.push('No risk flags were found.');
  return { strengths, gaps };
}
