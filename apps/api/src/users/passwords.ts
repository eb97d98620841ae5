import { hash, verify } from '@node-rs/argon2';

/** Passwords are stored as argon2id hashes (the library's default algorithm and OWASP's minimum cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
