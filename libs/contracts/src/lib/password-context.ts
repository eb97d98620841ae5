import { PASSWORD_CONTEXT_MESSAGES } from './messages/password-context';

export { PASSWORD_CONTEXT_MESSAGES };

/** The product's name as a password must not contain it (compared as below: letters and digits only, any case). */
const PRODUCT_NAME = 'profileproof';

/**
 * A local part this long or longer may not appear anywhere in the password; a shorter one (`ada`,
 * `jo`) only may not be the whole password, since so short a string occurs in many unrelated words.
 */
export const LOCAL_PART_MIN_CONTAINED = 4;

/** Lower-cased letters and digits only: `Profile-Proof`, `J.Smith` and `j_smith` all compare alike. */
function folded(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The context-specific words a new password may not be built from (ASVS 6.2.11, NIST 800-63B
 * 5.1.1.2): the account's e-mail address, its local part (and the local part without a `+tag`), and
 * the product's name. Compared on letters and digits only, regardless of case. Answers the message
 * to show, or null. One copy for the browser and the API; without `email` (the reset screen, which
 * does not know the address) only the product's name is checked.
 */
export function newPasswordContextError(password: string, email?: string): string | null {
  const candidate = folded(password);
  if (candidate.includes(PRODUCT_NAME)) return PASSWORD_CONTEXT_MESSAGES.containsProductName;
  if (email && resemblesAddress(candidate, email.trim()))
    return PASSWORD_CONTEXT_MESSAGES.containsEmail;
  return null;
}

function resemblesAddress(candidate: string, email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const localPart = email.slice(0, at);
  const words = [folded(email), folded(localPart), folded(localPart.split('+')[0])];
  return words.some(
    (word) =>
      word !== '' &&
      (candidate === word || (word.length >= LOCAL_PART_MIN_CONTAINED && candidate.includes(word))),
  );
}
