import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'refresh-successor v1';

/**
 * The key that seals a refresh token's successor: HKDF-SHA256 of the spent token's plaintext (32
 * bytes). Only a holder of that token can derive it; the database keeps only the token's SHA-256,
 * from which the key cannot be derived, so the sealed successor reveals nothing to a reader of it.
 */
function keyOf(spentToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', spentToken, 'profileproof', KEY_INFO, 32));
}

/**
 * Seals `successor` (the token a rotation issued) under a key derived from `spentToken` (the one
 * it replaced), bound to `successorId` (the successor's row): AES-256-GCM, as
 * `iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes)`.
 */
export function sealSuccessor(spentToken: string, successorId: string, successor: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, keyOf(spentToken), iv);
  cipher.setAAD(Buffer.from(successorId));
  return Buffer.concat([iv, cipher.update(successor, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

/** The successor `sealSuccessor` sealed; null when `sealed` was not sealed by `spentToken` for `successorId`. */
export function openSuccessor(
  spentToken: string,
  successorId: string,
  sealed: Buffer,
): string | null {
  if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(CIPHER, keyOf(spentToken), sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(successorId));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
