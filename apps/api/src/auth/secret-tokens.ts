import { createHash, randomBytes } from 'node:crypto';

/** A random token for an e-mail link or a session: 32 bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * How such tokens are stored and looked up: the hex SHA-256 of the token. The tokens are random
 * (not guessable like passwords), so a fast hash suffices, and the database never holds a usable token.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
