import type { LinkedInUrlProblem } from '../linkedin-url';
import { MESSAGES } from './screens';

/** The form every accepted profile link is stored and shown in. */
const CANONICAL_FORM = 'https://www.linkedin.com/in/<your-name>/';

/**
 * Why a link is refused, by `parseLinkedInProfileUrl`'s problem. Not a LinkedIn link at all is the
 * spec's case, with its message (`MESSAGES.submit.linkedInUrlInvalid`); the others are (not in the
 * spec) and say what to paste instead.
 */
export const LINKEDIN_URL_PROBLEMS: Record<LinkedInUrlProblem, string> = {
  invalid: MESSAGES.submit.linkedInUrlInvalid,
  'not-profile': `This LinkedIn page is not a profile. Paste the link of your profile, of the form ${CANONICAL_FORM}`,
  'old-public-profile': `This is an old public profile link (/pub/…). Paste the link of the form ${CANONICAL_FORM}: on your profile, open "Contact info" and copy the link under "Your Profile".`,
  handle: `The name after /in/ must be 3 to 100 letters, digits, "-" or "_". Paste the link of your profile, of the form ${CANONICAL_FORM}`,
};
