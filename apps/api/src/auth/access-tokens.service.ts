import { createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type { JwtModuleOptions } from '@nestjs/jwt';
import { JwtService } from '@nestjs/jwt';
import { isRole } from '@profileproof/contracts';
import { verify as verifyJwt, type VerifyOptions } from 'jsonwebtoken';
import { type AuthConfig, authConfig } from '../config';
import type { AuthenticatedUser } from './authenticated-user';

const ISSUER = 'profileproof-api';
const AUDIENCE = 'profileproof-web';

/** The one algorithm tokens are signed with and the only one accepted: no `none`, no key confusion. */
const ALGORITHM = 'HS256' as const;

/**
 * The secret is handed over as a KeyObject: given a string, `jsonwebtoken` first tries to read it
 * as a PEM public key on every verification (an exception thrown and caught each time), which the
 * API benchmark found to be a large share of the API's CPU on small answers (CHANGELOG.md,
 * "Benchmark findings: the API at the framework floor").
 */
export function accessTokenJwtOptions(auth: AuthConfig): JwtModuleOptions {
  return {
    secret: accessTokenKey(auth),
    signOptions: {
      algorithm: ALGORITHM,
      expiresIn: auth.accessTokenTtlSeconds,
      issuer: ISSUER,
      audience: AUDIENCE,
    },
    // No verifyOptions: AccessTokensService verifies with jsonwebtoken itself (VERIFY_OPTIONS).
  };
}

const VERIFY_OPTIONS: VerifyOptions = Object.freeze({
  algorithms: [ALGORITHM],
  issuer: ISSUER,
  audience: AUDIENCE,
});

function accessTokenKey(auth: AuthConfig): KeyObject {
  return createSecretKey(Buffer.from(auth.jwtSecret, 'utf8'));
}

interface AccessTokenClaims {
  sub?: unknown;
  email?: unknown;
  role?: unknown;
  type?: unknown;
  sid?: unknown;
}

/** What a valid access token says: who, and in which session. */
export interface AccessTokenSubject {
  user: AuthenticatedUser;
  /** The session (refresh-token family) the token was issued in. */
  sessionId: string;
}

/** PostgreSQL's `integer`: the largest user id. */
const MAX_USER_ID = 2_147_483_647;
/** A session id (`sid`): a refresh-token family's UUID. */
export const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Short-lived access tokens: JWTs that carry the user id (`sub`), role, e-mail address and session
 * (`sid`, the refresh-token family), so that ending the session ends its access tokens too
 * (see SessionCheckService).
 */
@Injectable()
export class AccessTokensService {
  /** The key access tokens are verified with (JwtService signs them with the same secret). */
  private readonly key: KeyObject;

  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>,
  ) {
    this.key = accessTokenKey(auth);
  }

  sign(user: AuthenticatedUser, sessionId: string): Promise<string> {
    return this.jwt.signAsync(
      { email: user.email, role: user.role, type: 'access', sid: sessionId },
      { subject: String(user.id) },
    );
  }

  /**
   * The user and session a valid, unexpired access token names; null for anything else.
   * Synchronous: an HMAC over a few hundred bytes with a key in memory. (`verifyAsync` would wrap
   * the same work in five promises, on every authenticated request.) Straight through
   * `jsonwebtoken`, which JwtService calls too: JwtService's `verify` first copies and merges its
   * options on every call, a cost on every authenticated request for options that never change.
   */
  verify(token: string): AccessTokenSubject | null {
    let claims: AccessTokenClaims;
    try {
      claims = verifyJwt(token, this.key, VERIFY_OPTIONS) as AccessTokenClaims;
    } catch {
      return null;
    }
    const { sub, email, role, type, sid } = claims;
    if (
      type !== 'access' ||
      typeof sub !== 'string' ||
      !/^[1-9]\d{0,9}$/.test(sub) ||
      Number(sub) > MAX_USER_ID
    )
      return null;
    if (typeof email !== 'string' || !isRole(role)) return null;
    // A token without a session (issued before sessions were checked) is refused: the client refreshes.
    if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null;
    return { user: { id: Number(sub), email, role }, sessionId: sid };
  }
}
