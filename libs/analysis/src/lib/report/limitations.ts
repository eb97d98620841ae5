import { type CheckId, OUTREACH_CHECKS, type RiskFlag } from '../checks';
import type { AnalysisFormData } from '../form-data';
import type { AnalysisScores } from '../scoring';

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

const OUTREACH_CHECK_LIMITATIONS: Readonly<
  Partial<Record<CheckId, (form: AnalysisFormData) => string | null>>
> = {
  openToNetworking: () =>
    'Not presented as open to networking: prospects may not expect a message, so lead with a clear, relevant reason to connect.',
  industryRelevance: () =>
    'Weak industry fit: prospects in your target industry may not see why you are contacting them, so tailor every message to their situation.',
  recentActivity: () =>
    'Recent inactivity: messages from an inactive profile get fewer replies. Be active for a week or two before starting outreach.',
  engagementWithContent: () =>
    "Little engagement with others: a cold message from someone who has never interacted with the prospect's content is easy to ignore.",
  hasVerificationShield: () =>
    'No verification shield: some recipients distrust or filter out unverified senders.',
  hasProfessionalPhoto: (form) =>
    form.defaultProfilePicture
      ? null
      : 'Unprofessional photo: the first impression suffers before your message is even read.',
  // A low connection count is already covered by its risk flag.
  notLowConnections: () => null,
};

/** From this spam likelihood on, the report warns against automated or mass outreach. */
export const HIGH_SPAM_WARNING_FROM = 50;

/** Risk flags first, then each failed outreach check, then a warning when spam likelihood is high. */
export function outreachLimitations(form: AnalysisFormData, scores: AnalysisScores): string[] {
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
