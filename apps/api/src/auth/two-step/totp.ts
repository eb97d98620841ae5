import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import {
  BACKUP_CODE_COUNT,
  BACKUP_CODE_PATTERN,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
} from '@profileproof/contracts/two-step';
import { Secret, TOTP } from 'otpauth';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'ProfileProof';
/** Codes of the step before and after the current one are accepted too (clock drift). */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
const CIPHER = 'aes-256-gcm';
const CIPHERTEXT_VERSION = 'v1';
const BACKUP_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new random TOTP secret, base32 (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The 30-second step (Unix time / 30) the code belongs to, within one step of `now`; null when it
 * is no code of the secret. The caller refuses a step at or before the last one accepted.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The current code of a secret (tests and the bench compute codes as an app would). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}

/** Ten backup codes `xxxxx-xxxxx` (50 random bits each). */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const characters = [...randomBytes(10)].map((byte) => BACKUP_ALPHABET[byte % 32]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** A backup code as typed (any case, with or without the dash or spaces), or null if it cannot be one. */
export function normalizedBackupCode(code: string): string | null {
  const compact = code.replace(/\s/g, '').toLowerCase();
  return BACKUP_CODE_PATTERN.test(compact) ? compact.replace('-', '') : null;
}

/**
 * The secrets at rest: AES-256-GCM under the key from configuration (TOTP_ENCRYPTION_KEY or, unset,
 * HKDF of JWT_SECRET), and backup codes as HMAC-SHA256 under the same key, so a copy of the
 * database alone yields neither a secret nor a way to test guesses of a code offline.
 */
export class TotpSecretCipher {
  constructor(private readonly key: Buffer) {}

  encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(CIPHER, this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [CIPHERTEXT_VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** Throws when the text was not encrypted with this key (the key changed: see docs/security.md). */
  decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== CIPHERTEXT_VERSION || !iv || !tag || !body)
      throw new Error('Unknown TOTP secret format');
    const decipher = createDecipheriv(CIPHER, this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /** The stored form of a normalised backup code. */
  backupCodeHash(normalized: string): string {
    return createHmac('sha256', this.key).update(`backup:${normalized}`).digest('hex');
  }
}
