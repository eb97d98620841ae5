/**
 * The analysis checklist an admin fills in for one submission (the spec's `form_data`).
 * Field names are part of the HTTP contract: they are stored as-is and sent back to clients.
 */
export type AccountType = 'normal' | 'premium';

export const ACCOUNT_TYPES: readonly AccountType[] = ['normal', 'premium'];

/** An ISO calendar date 'YYYY-MM-DD', or '' when the analyst did not record one. */
export type IsoDateOrEmpty = string;

export interface AnalysisFormData {
  connections: number;
  hasVerificationShield: boolean;
  accountType: AccountType;
  accountAgeYears: number;
  lastUpdated: IsoDateOrEmpty;
  hasCustomURL: boolean;
  hasProfileSummary: boolean;
  hasProfessionalPhoto: boolean;
  hasOldPhoto: boolean;
  outdatedJobInfo: boolean;
  missingAboutOrEducation: boolean;
  profileCompleteness: boolean;
  skillsEndorsementsCount: boolean;
  hasRecommendations: boolean;
  personalizedProfile: boolean;
  recentActivity: boolean;
  lastPostDate: IsoDateOrEmpty;
  engagementWithContent: boolean;
  engagementHistory: boolean;
  postHistoryOlderThanYear: boolean;
  profileUpdates: boolean;
  sharedInterests: boolean;
  openToNetworking: boolean;
  industryRelevance: boolean;
  activeJobTitles: boolean;
  newlyCreated: boolean;
  sparseJobHistory: boolean;
  defaultProfilePicture: boolean;
  lowConnections: boolean;
  noEngagementOnPosts: boolean;
  /** 0-100, computed by `qualityScore()`. */
  profileScorePercentage: number;
  /** Computed by `isGoodForOutreach()`. */
  goodForOutreach: boolean;
  /** 0-100, computed by `spamScore()`. */
  spamScore: number;
}

export type AnalysisFieldKey = keyof AnalysisFormData;

type KeysOfType<T> = {
  [K in AnalysisFieldKey]: AnalysisFormData[K] extends T ? K : never;
}[AnalysisFieldKey];

export type BooleanFieldKey = KeysOfType<boolean>;
export type NumberFieldKey = KeysOfType<number>;
export type DateFieldKey = 'lastUpdated' | 'lastPostDate';
export type SelectFieldKey = 'accountType';

/**
 * The spec: "when the profile URL contains 'premium', accountType is set to premium", read on the
 * profile's canonical link (`https://www.linkedin.com/in/<handle>/`, the form submissions are
 * stored in): its handle. A query string or a fragment (`?src=premium`) names no profile and
 * cannot flip it, even on a link stored before links were canonical.
 */
export function detectAccountType(url: string | null | undefined): AccountType {
  if (typeof url !== 'string') return 'normal';
  const end = url.search(/[?#]/);
  const link = end < 0 ? url : url.slice(0, end);
  return link.toLowerCase().includes('premium') ? 'premium' : 'normal';
}

/**
 * A fresh checklist, its keys in the order of the spec: every box unticked except the two the spec
 * defaults to true (hasProfessionalPhoto, recentActivity), numbers 0, dates empty.
 */
const DEFAULT_FORM_DATA: Readonly<AnalysisFormData> = {
  connections: 0,
  hasVerificationShield: false,
  accountType: 'normal',
  accountAgeYears: 0,
  lastUpdated: '',
  hasCustomURL: false,
  hasProfileSummary: false,
  hasProfessionalPhoto: true,
  hasOldPhoto: false,
  outdatedJobInfo: false,
  missingAboutOrEducation: false,
  profileCompleteness: false,
  skillsEndorsementsCount: false,
  hasRecommendations: false,
  personalizedProfile: false,
  recentActivity: true,
  lastPostDate: '',
  engagementWithContent: false,
  engagementHistory: false,
  postHistoryOlderThanYear: false,
  profileUpdates: false,
  sharedInterests: false,
  openToNetworking: false,
  industryRelevance: false,
  activeJobTitles: false,
  newlyCreated: false,
  sparseJobHistory: false,
  defaultProfilePicture: false,
  lowConnections: false,
  noEngagementOnPosts: false,
  profileScorePercentage: 0,
  goodForOutreach: false,
  spamScore: 0,
};

/** Every form_data key, in the order of the spec (the order of the defaults above). */
export const ANALYSIS_FIELD_KEYS = Object.keys(DEFAULT_FORM_DATA) as readonly AnalysisFieldKey[];

/** A fresh checklist for the profile at `profileUrl`: the defaults, with the account type the URL tells. */
export function createDefaultFormData(profileUrl?: string): AnalysisFormData {
  return { ...DEFAULT_FORM_DATA, accountType: detectAccountType(profileUrl) };
}
