import type {
  AccountType,
  AnalysisFieldKey,
  BooleanFieldKey,
  DateFieldKey,
  NumberFieldKey,
  SelectFieldKey,
} from './form-data';

interface FieldBase {
  label: string;
  hint?: string;
  /** Derived from the other fields by the scoring functions; show it read-only. */
  computed?: boolean;
}

export interface BooleanFieldDefinition extends FieldBase {
  key: BooleanFieldKey;
  kind: 'boolean';
}

export interface NumberFieldDefinition extends FieldBase {
  key: NumberFieldKey;
  kind: 'number';
  min: number;
  max: number;
  /** Every number on the checklist is a whole number. */
  step: 1;
}

export interface DateFieldDefinition extends FieldBase {
  key: DateFieldKey;
  kind: 'date';
}

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectFieldDefinition extends FieldBase {
  key: SelectFieldKey;
  kind: 'select';
  options: readonly SelectOption<AccountType>[];
}

export type AnalysisFieldDefinition =
  BooleanFieldDefinition | NumberFieldDefinition | DateFieldDefinition | SelectFieldDefinition;

export type AnalysisFieldKind = AnalysisFieldDefinition['kind'];

export interface AnalysisFieldGroup {
  id: string;
  title: string;
  description?: string;
  fields: readonly AnalysisFieldDefinition[];
}

export const MAX_CONNECTIONS = 1_000_000_000;
export const MAX_ACCOUNT_AGE_YEARS = 100;

const yesNo = (key: BooleanFieldKey, label: string, hint?: string): BooleanFieldDefinition =>
  hint === undefined ? { key, kind: 'boolean', label } : { key, kind: 'boolean', label, hint };

/**
 * The checklist as the admin console shows it: ordered groups, each field exactly once.
 * Labels describe what the analyst should tick, in the analyst's words.
 */
export const ANALYSIS_FIELDS: readonly AnalysisFieldGroup[] = [
  {
    id: 'profile-basics',
    title: 'Profile basics',
    fields: [
      {
        key: 'connections',
        kind: 'number',
        label: 'Number of connections',
        min: 0,
        max: MAX_CONNECTIONS,
        step: 1,
        hint: 'As shown on the profile; enter 500 for "500+".',
      },
      {
        key: 'accountType',
        kind: 'select',
        label: 'Account type',
        options: [
          { value: 'normal', label: 'Normal' },
          { value: 'premium', label: 'Premium' },
        ],
        hint: 'Pre-set to Premium when the profile URL contains "premium".',
      },
      {
        key: 'accountAgeYears',
        kind: 'number',
        label: 'Account age (years)',
        min: 0,
        max: MAX_ACCOUNT_AGE_YEARS,
        step: 1,
        hint: 'Whole years; 0 for less than a year.',
      },
      {
        key: 'lastUpdated',
        kind: 'date',
        label: 'Profile last updated',
        hint: 'Leave empty if unknown.',
      },
      yesNo('hasVerificationShield', 'Has verification shield'),
      yesNo(
        'hasCustomURL',
        'Has a custom profile URL',
        'e.g. linkedin.com/in/first-last instead of random characters.',
      ),
      yesNo('hasProfessionalPhoto', 'Has a professional photo'),
      yesNo('hasOldPhoto', 'Photo looks outdated'),
    ],
  },
  {
    id: 'profile-content',
    title: 'Profile content',
    fields: [
      yesNo('hasProfileSummary', 'Has an About summary'),
      yesNo('missingAboutOrEducation', 'About or Education section is missing'),
      yesNo('outdatedJobInfo', 'Job information is outdated'),
      yesNo(
        'profileCompleteness',
        'Profile is complete',
        'Headline, experience, education and skills are all filled in.',
      ),
      yesNo('skillsEndorsementsCount', 'Skills are endorsed by others'),
      yesNo('hasRecommendations', 'Has written recommendations'),
      yesNo(
        'personalizedProfile',
        'Profile is personalised',
        'Custom headline and banner rather than the defaults.',
      ),
      yesNo('activeJobTitles', 'Shows a current job title'),
    ],
  },
  {
    id: 'activity-engagement',
    title: 'Activity & engagement',
    fields: [
      yesNo(
        'recentActivity',
        'Recently active',
        'Posted, commented or reacted in the last few weeks.',
      ),
      {
        key: 'lastPostDate',
        kind: 'date',
        label: 'Date of last post',
        hint: 'Leave empty if the profile has no posts.',
      },
      yesNo('engagementWithContent', "Engages with other people's content"),
      yesNo('engagementHistory', 'Has a consistent engagement history'),
      yesNo('postHistoryOlderThanYear', 'Post history goes back more than a year'),
      yesNo('profileUpdates', 'Profile is updated regularly'),
    ],
  },
  {
    id: 'network-fit',
    title: 'Network fit',
    fields: [
      yesNo('sharedInterests', 'Shares interests with the target audience'),
      yesNo('openToNetworking', 'Open to networking'),
      yesNo('industryRelevance', 'Relevant to the target industry'),
    ],
  },
  {
    id: 'risk-flags',
    title: 'Risk flags',
    description: 'Each ticked flag lowers the profile score and raises the spam likelihood.',
    fields: [
      yesNo('newlyCreated', 'Newly created account'),
      yesNo(
        'sparseJobHistory',
        'Sparse job history',
        'Few or no past roles, or roles without descriptions.',
      ),
      yesNo('defaultProfilePicture', 'Default profile picture (no photo)'),
      yesNo('lowConnections', 'Low number of connections'),
      yesNo('noEngagementOnPosts', 'Posts get no engagement'),
    ],
  },
  {
    id: 'scores',
    title: 'Scores',
    description:
      'Calculated from the checklist; the server recalculates them when the report is sent.',
    fields: [
      {
        key: 'profileScorePercentage',
        kind: 'number',
        label: 'Overall profile score (%)',
        min: 0,
        max: 100,
        step: 1,
        computed: true,
      },
      {
        key: 'spamScore',
        kind: 'number',
        label: 'Spam likelihood (0-100)',
        min: 0,
        max: 100,
        step: 1,
        computed: true,
      },
      { key: 'goodForOutreach', kind: 'boolean', label: 'Good for outreach', computed: true },
    ],
  },
];

/** All field definitions, flattened in display order. */
export const ANALYSIS_FIELD_LIST: readonly AnalysisFieldDefinition[] = ANALYSIS_FIELDS.flatMap(
  (group) => group.fields,
);

const FIELDS_BY_KEY = new Map<AnalysisFieldKey, AnalysisFieldDefinition>(
  ANALYSIS_FIELD_LIST.map((field) => [field.key, field]),
);

export function getFieldDefinition(key: AnalysisFieldKey): AnalysisFieldDefinition {
  const field = FIELDS_BY_KEY.get(key);
  if (!field) throw new Error(`No field definition for "${key}"`);
  return field;
}
