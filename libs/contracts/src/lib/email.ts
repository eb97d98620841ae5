/** The longest address accepted (RFC 5321's limit on a path, and the width of `users.email`). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The spec's e-mail rule, one copy for the browser and the server: non-space text, '@',
 * then dot-separated text with at least one dot — and exactly one address. Besides whitespace and
 * a second '@', it refuses ',' and ';' (nodemailer would send to each address of a list) and '<',
 * '>', '"', '(', ')', ':' and '\' (quoting, comment, group and escape syntax, which can make the
 * mail go to another address than the one stored). Linear time: a domain label cannot contain a
 * dot, so the pattern can split its input only one way. Private: `isValidEmail`, the one check, tests
 * the length first. (Deliverability is proved by the verification link, not by a pattern.)
 */
const EMAIL_PATTERN = /^[^\s"(),:;<>@\\]+@(?:[^\s"(),.:;<>@\\]+\.)+[^\s"(),.:;<>@\\]+$/;

/** The one e-mail check: at most 254 characters (checked first), then `EMAIL_PATTERN`. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
