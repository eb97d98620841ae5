/**
 * The e-mail rule of spec section 5, one copy for the browser and the server: non-space text, '@',
 * text, a dot, text. (Deliverability is proved by the verification link, not by a pattern.)
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}
