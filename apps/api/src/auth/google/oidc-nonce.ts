import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { authConfig } from '../../config';

/** As long as the sign-in's state cookie: a nonce is good for one popup flow. */
export const NONCE_TTL_SECONDS = 600;

/** A key of its own for each purpose, derived from the one configured secret. */
export function derivedKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
}

/**
 * OpenID Connect nonces. Each sign-in started at GET /api/auth/google/start gets one: it goes into
 * the authorization request (the issuer copies it into the id_token) and into the signed state
 * cookie (the callback requires the id_token to carry this browser's nonce).
 *
 * The id_token is then posted from the web app's origin, without the cookie, so a nonce is also
 * self-authenticating: `<random>.<expiry>.<HMAC>`. POST /api/auth/google/ accepts only an id_token
 * whose nonce this API issued and that has not expired, i.e. one obtained through our own flow in
 * the last few minutes, never a token obtained elsewhere for our client id.
 */
@Injectable()
export class OidcNonces {
  private readonly key: Buffer;

  constructor(@Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>) {
    this.key = derivedKey(auth.jwtSecret, 'profileproof google oidc nonce');
  }

  issue(now = Date.now()): string {
    const body = `${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000) + NONCE_TTL_SECONDS}`;
    return `${body}.${this.mac(body)}`;
  }

  /** True for a nonce this API issued (with the same secret) that has not expired. */
  isAuthentic(nonce: unknown, now = Date.now()): boolean {
    if (typeof nonce !== 'string') return false;
    const match = /^([\w-]{22}\.(\d{1,12}))\.([\w-]{43})$/.exec(nonce);
    if (!match) return false;
    const [, body, expires, mac] = match;
    return sameText(mac, this.mac(body)) && Number(expires) * 1000 > now;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/** Compares without revealing, by its timing, where two texts differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
