import type { RiskFlag } from '../checks';
import type { BooleanFieldKey } from '../form-data';

/**
 * The 26 checks a report shows, one per yes/no box of the checklist (the computed outreach verdict
 * aside) plus a Premium account. Each is the key of its box, so a stored tick or an export names
 * the field the reviewer ticked.
 */
export type ReportCheckId = Exclude<BooleanFieldKey, 'goodForOutreach'> | 'premiumAccount';

/** The sections of the report, in the order a customer reads them. */
export const REPORT_CHECK_SECTIONS = [
  {
    id: 'identity',
    title: 'Identity and trust',
    checks: [
      'hasVerificationShield',
      'hasProfessionalPhoto',
      'hasOldPhoto',
      'hasCustomURL',
      'premiumAccount',
    ],
  },
  {
    id: 'completeness',
    title: 'Completeness',
    checks: [
      'profileCompleteness',
      'hasProfileSummary',
      'missingAboutOrEducation',
      'activeJobTitles',
      'outdatedJobInfo',
      'skillsEndorsementsCount',
      'hasRecommendations',
      'personalizedProfile',
    ],
  },
  {
    id: 'activity',
    title: 'Activity and engagement',
    checks: [
      'recentActivity',
      'engagementWithContent',
      'engagementHistory',
      'postHistoryOlderThanYear',
      'profileUpdates',
    ],
  },
  {
    id: 'network',
    title: 'Network',
    checks: ['openToNetworking', 'industryRelevance', 'sharedInterests'],
  },
  {
    id: 'risk',
    title: 'Risk flags',
    checks: [
      'newlyCreated',
      'sparseJobHistory',
      'defaultProfilePicture',
      'lowConnections',
      'noEngagementOnPosts',
    ] satisfies RiskFlag[],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  checks: readonly ReportCheckId[];
}[];

export type ReportSectionId = (typeof REPORT_CHECK_SECTIONS)[number]['id'];

/** Every check of the report, in reading order. */
export const REPORT_CHECK_IDS: readonly ReportCheckId[] = REPORT_CHECK_SECTIONS.flatMap(
  (section) => section.checks,
);
