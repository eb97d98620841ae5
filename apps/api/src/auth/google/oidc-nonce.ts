import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { authConfig } from '../../config';

/** As long as the sign-in's state cookie: a nonce is good for one popup flow. */
export const NONCE_TTL_SECONDS = 600;

/** A flow secret's hash as GET /start receives it: a SHA-256 digest in hex. */
export const FLOW_HASH_PATTERN = /^[\da-f]{64}$/;

/** The hash of a sign-in's flow secret: what the browser that keeps the secret sends to GET /start. */
export function flowHashOf(flowSecret: string): string {
  return createHash('sha256').update(flowSecret).digest('hex');
}

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
 *
 * The HMAC also covers the hash of the flow secret that the tab opening the popup keeps to itself,
 * and the post must bring that secret: an id_token only signs in the browser tab that started its
 * flow, so a callback URL someone else's flow ended at cannot sign a victim into their account
 * (login CSRF). The hash is not in the nonce: the HMAC is checked against the secret's hash.
 */
@Injectable()
export class OidcNonces {
  private readonly key: Buffer;

  constructor(@Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>) {
    this.key = derivedKey(auth.jwtSecret, 'profileproof google oidc nonce');
  }

  /** A nonce for a sign-in started by the browser tab that keeps the secret whose hash is `flowHash`. */
  issue(flowHash: string, now = Date.now()): string {
    const body = `${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000) + NONCE_TTL_SECONDS}`;
    return `${body}.${this.mac(body, flowHash)}`;
  }

  /** True for a nonce this API issued (with the same secret) for this flow secret, that has not expired. */
  isAuthentic(nonce: unknown, flowSecret: string, now = Date.now()): boolean {
    if (typeof nonce !== 'string') return false;
    const match = /^([\w-]{22}\.(\d{1,12}))\.([\w-]{43})$/.exec(nonce);
    if (!match) return false;
    const [, body, expires, mac] = match;
    return sameText(mac, this.mac(body, flowHashOf(flowSecret))) && Number(expires) * 1000 > now;
  }

  private mac(body: string, flowHash: string): string {
    return createHmac('sha256', this.key).update(`${body}.${flowHash}`).digest('base64url');
  }
}

/** Compares without revealing, by its timing, where two texts differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
