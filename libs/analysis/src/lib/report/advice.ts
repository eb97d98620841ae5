import type { AnalysisFormData } from '../form-data';
import type { ReportCheckId } from './check-ids';

// Recommendations: one concrete action per failing check, highest impact first.

interface Advice {
  /** The check this advice fixes; each check has exactly one. */
  check: ReportCheckId;
  /** Higher comes first. Risk flags lead, in the order of their spam weight. */
  impact: number;
  applies: (form: AnalysisFormData) => boolean;
  text: (form: AnalysisFormData) => string;
}

const always = (text: string) => (): string => text;

const ADVICE: readonly Advice[] = [
  {
    check: 'newlyCreated',
    impact: 100,
    applies: (f) => f.newlyCreated,
    text: always(
      'Build trust in the new account before scaling outreach. Complete every section first, connect with people who already know you (colleagues, classmates, clients), and keep to 10–20 personalised connection requests a week for the first two to three months.',
    ),
  },
  {
    check: 'defaultProfilePicture',
    impact: 95,
    applies: (f) => f.defaultProfilePicture,
    text: always(
      'Upload a profile photo. Use a recent head-and-shoulders shot with a plain background and good lighting, your face filling about 60% of the frame. Profiles showing the default silhouette are ignored or reported far more often.',
    ),
  },
  {
    check: 'sparseJobHistory',
    impact: 90,
    applies: (f) => f.sparseJobHistory,
    text: always(
      'Fill out your work history. Add each relevant role with the company, dates and 2–3 bullet points of concrete results (with numbers where possible). A thin history is one of the strongest signs of a fake or throwaway account.',
    ),
  },
  {
    check: 'lowConnections',
    impact: 85,
    applies: (f) => f.lowConnections,
    text: always(
      'Grow your network towards 500+ connections. Connect with current and former colleagues, classmates, clients and peers in your industry, adding a one-line personal note to each request. A larger network puts you in more searches and makes your requests look less random.',
    ),
  },
  {
    check: 'hasProfileSummary',
    impact: 80,
    applies: (f) => !f.hasProfileSummary,
    text: always(
      'Write a 3–5 sentence About section: who you help, the problem you solve for them, one concrete result you have achieved, and how to get in touch. After the headline, it is the first thing prospects read.',
    ),
  },
  {
    check: 'noEngagementOnPosts',
    impact: 75,
    applies: (f) => f.noEngagementOnPosts,
    text: always(
      "Make your posts worth responding to. Share specific lessons, short case studies or questions your audience cares about, reply to every comment within a day, and comment on other people's posts before publishing your own so that your network is active when it goes out.",
    ),
  },
  {
    check: 'hasProfessionalPhoto',
    impact: 70,
    applies: (f) => !f.hasProfessionalPhoto && !f.defaultProfilePicture,
    text: always(
      'Replace the current photo with a professional one: recent, well lit, plain background, dressed as you would be for a client meeting, looking at the camera.',
    ),
  },
  {
    check: 'outdatedJobInfo',
    impact: 68,
    applies: (f) => f.outdatedJobInfo,
    text: always(
      'Bring your experience up to date: your current role, company and dates must be accurate, and your headline should match them. Outdated job information makes prospects doubt the rest of the profile.',
    ),
  },
  {
    check: 'activeJobTitles',
    impact: 66,
    applies: (f) => !f.activeJobTitles && !f.outdatedJobInfo,
    text: always(
      'Add your current position with a clear job title, and repeat it in your headline, so prospects see at a glance what you do today.',
    ),
  },
  {
    check: 'openToNetworking',
    impact: 64,
    applies: (f) => !f.openToNetworking,
    text: always(
      'Show that you are open to networking: say in your About section who you would like to hear from, make sure the Connect button is available to everyone, and fill in the Contact info section.',
    ),
  },
  {
    check: 'industryRelevance',
    impact: 62,
    applies: (f) => !f.industryRelevance,
    text: always(
      "Align the profile with the industry you target: use that industry's vocabulary in your headline and About section, list the most relevant skills first, and describe your experience in terms that matter to those buyers.",
    ),
  },
  {
    check: 'recentActivity',
    impact: 60,
    applies: (f) => !f.recentActivity,
    text: always(
      'Be visibly active every week: aim for at least one post and three to five thoughtful comments. An inactive profile looks abandoned, and its messages get fewer replies.',
    ),
  },
  {
    check: 'engagementWithContent',
    impact: 58,
    applies: (f) => !f.engagementWithContent,
    text: always(
      "Engage with your prospects' content before contacting them: react to and comment meaningfully on their posts for a week or two, so that your name is familiar when your message arrives.",
    ),
  },
  {
    check: 'hasVerificationShield',
    impact: 56,
    applies: (f) => !f.hasVerificationShield,
    text: always(
      'Verify your identity in your LinkedIn settings (Verifications) to get the verification shield. Verified profiles are trusted more, and their connection requests are accepted more often.',
    ),
  },
  {
    check: 'profileCompleteness',
    impact: 54,
    applies: (f) => !f.profileCompleteness,
    text: always(
      'Complete every section of the profile: headline, experience with descriptions, education, skills, licences and certifications, and languages. Complete profiles rank higher in LinkedIn search.',
    ),
  },
  {
    check: 'missingAboutOrEducation',
    impact: 52,
    applies: (f) => f.missingAboutOrEducation,
    text: (f) =>
      f.hasProfileSummary
        ? 'Add your Education details (school, degree and years, plus any certifications). Even a short entry shows a verifiable background.'
        : 'Once the About section is written, add your Education details too (school, degree and years, plus any certifications).',
  },
  {
    check: 'hasRecommendations',
    impact: 50,
    applies: (f) => !f.hasRecommendations,
    text: always(
      'Ask two or three former managers, colleagues or clients for a short written recommendation about a specific project you did together. Make it easy for them by suggesting what they could mention.',
    ),
  },
  {
    check: 'skillsEndorsementsCount',
    impact: 48,
    applies: (f) => !f.skillsEndorsementsCount,
    text: always(
      'List 5–10 core skills that match what you offer, put the top three first, and ask colleagues to endorse them (endorsing theirs in return).',
    ),
  },
  {
    check: 'hasCustomURL',
    impact: 46,
    applies: (f) => !f.hasCustomURL,
    text: always(
      'Claim a custom profile URL such as linkedin.com/in/firstname-lastname (Edit public profile & URL). It looks more professional in messages and e-mail signatures.',
    ),
  },
  {
    check: 'personalizedProfile',
    impact: 44,
    applies: (f) => !f.personalizedProfile,
    text: always(
      'Personalise the profile: replace the default banner with one that states what you do, and write a headline that says who you help and how, rather than just a job title.',
    ),
  },
  {
    check: 'engagementHistory',
    impact: 42,
    applies: (f) => !f.engagementHistory,
    text: always(
      'Build a steady engagement history: set aside 10 minutes a day to react to and comment on posts in your field. Consistency over months counts for more than occasional bursts.',
    ),
  },
  {
    check: 'hasOldPhoto',
    impact: 40,
    applies: (f) => f.hasOldPhoto && f.hasProfessionalPhoto && !f.defaultProfilePicture,
    text: always(
      'Update your photo to one taken in the last two years, so that people recognise you on a video call or at an event.',
    ),
  },
  {
    check: 'profileUpdates',
    impact: 38,
    applies: (f) => !f.profileUpdates,
    text: always(
      "Review the profile every quarter: add new projects, results, skills and certifications. Regular updates keep it current and show up in your network's feed.",
    ),
  },
  {
    check: 'sharedInterests',
    impact: 36,
    applies: (f) => !f.sharedInterests,
    text: always(
      'Follow and take part in the groups, hashtags and creators your target audience follows, and mention relevant interests on your profile. Shared interests give you a natural opening line.',
    ),
  },
  {
    check: 'postHistoryOlderThanYear',
    impact: 34,
    applies: (f) => !f.postHistoryOlderThanYear,
    text: always(
      'Keep posting regularly, even just once or twice a month. A posting history that goes back more than a year is strong evidence of a genuine, established profile.',
    ),
  },
  {
    check: 'premiumAccount',
    impact: 20,
    applies: (f) => f.accountType !== 'premium',
    text: always(
      'Optional: once the points above are addressed, consider LinkedIn Premium for InMail credits, wider visibility and the Premium badge.',
    ),
  },
];

const BY_IMPACT = [...ADVICE].sort((a, b) => b.impact - a.impact);
const BY_CHECK = new Map(ADVICE.map((advice) => [advice.check, advice]));

/** One item of the customer's to-do list: the check it fixes (the item's stable key) and what to do. */
export interface TodoItem {
  id: ReportCheckId;
  text: string;
}

/**
 * The recommendations for a checklist as to-do items, highest impact first: one per unmet check or
 * raised flag, except where another item already says it (no photo-quality advice under the
 * default-picture flag, no current-title advice when the job information is outdated).
 */
export function todoItems(form: AnalysisFormData): TodoItem[] {
  return BY_IMPACT.filter((advice) => advice.applies(form)).map((advice) => ({
    id: advice.check,
    text: advice.text(form),
  }));
}

/** The recommendations for a checklist, highest impact first (the report text's list). */
export function recommendationsFor(form: AnalysisFormData): string[] {
  return todoItems(form).map((item) => item.text);
}

/** The advice for one check, whatever the rest of the form says (the report's check rows). */
export function adviceFor(check: ReportCheckId, form: AnalysisFormData): string {
  const advice = BY_CHECK.get(check);
  if (!advice) throw new Error(`No advice for check "${check}"`);
  return advice.text(form);
}
