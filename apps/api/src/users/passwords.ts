import { hash, verify } from '@node-rs/argon2';

/** Spaces other than U+0020 (no-break, thin, ideographic, …): RFC 8265's "non-ASCII space". */
const NON_ASCII_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

/**
 * The form a password is hashed and checked in (issue 36; NIST SP 800-63B 5.1.1.2, RFC 8265's
 * OpaqueString profile): non-ASCII spaces become U+0020, then Unicode NFC. So `Café-Montréal-42`
 * typed with composed accents (NFC) or decomposed ones (NFD, as some keyboards and pastes give) is
 * one password. Case and width are kept (`Ａ` is not `A`): a password is opaque apart from this.
 */
export function normalizePassword(password: string): string {
  return password.replace(NON_ASCII_SPACE, ' ').normalize('NFC');
}

/**
 * Passwords are stored as argon2id hashes (the library's default algorithm and OWASP's minimum
 * cost) of their normalised form (`normalizePassword`).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password));
}

/**
 * What a password check found: `'matches'`; `'matches-old-form'` when the hash is of an earlier,
 * unnormalised form of this password (hashed before issue 36): right, and the caller should store
 * `hashPassword(password)` instead (`UsersService.upgradePasswordHash`); or `'wrong'`.
 */
export type PasswordCheck = 'matches' | 'matches-old-form' | 'wrong';

/**
 * Checks `password` against `passwordHash`: its normalised form first, then, for a hash made before
 * passwords were normalised, the form typed and the decomposed form (NFD), each different one once.
 * A wrong password takes as long for any hash (the same candidates are tried), so a dummy hash
 * still times like a real account's.
 */
export async function checkPassword(
  passwordHash: string,
  password: string,
): Promise<PasswordCheck> {
  const normalized = normalizePassword(password);
  if (await verify(passwordHash, normalized)) return 'matches';
  for (const older of oldForms(password, normalized))
    if (await verify(passwordHash, older)) return 'matches-old-form';
  return 'wrong';
}

/** True when the password is right (in any form `checkPassword` accepts). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await checkPassword(passwordHash, password)) !== 'wrong';
}

/** The forms a hash made before normalisation may be of, other than the normalised one. */
function oldForms(password: string, normalized: string): string[] {
  const forms = [password, password.normalize('NFD')];
  return forms.filter((form, index) => form !== normalized && forms.indexOf(form) === index);
}
