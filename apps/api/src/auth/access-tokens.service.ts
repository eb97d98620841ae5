import { Injectable } from '@nestjs/common';
import type { JwtModuleOptions } from '@nestjs/jwt';
import { JwtService } from '@nestjs/jwt';
import { isRole } from '@profileproof/contracts';
import type { AuthConfig } from '../config';
import type { AuthenticatedUser } from './authenticated-user';

const ISSUER = 'profileproof-api';
const AUDIENCE = 'profileproof-web';

/** The one algorithm tokens are signed with and the only one accepted: no `none`, no key confusion. */
const ALGORITHM = 'HS256';

export function accessTokenJwtOptions(auth: AuthConfig): JwtModuleOptions {
  return {
    secret: auth.jwtSecret,
    signOptions: { algorithm: ALGORITHM, expiresIn: auth.accessTokenTtlSeconds, issuer: ISSUER, audience: AUDIENCE },
    verifyOptions: { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE },
  };
}

interface AccessTokenClaims {
  sub?: unknown;
  email?: unknown;
  role?: unknown;
  type?: unknown;
}

/** Short-lived access tokens: JWTs that carry the user id (`sub`), role and e-mail address. */
@Injectable()
export class AccessTokensService {
  constructor(private readonly jwt: JwtService) {}

  sign(user: AuthenticatedUser): Promise<string> {
    return this.jwt.signAsync({ email: user.email, role: user.role, type: 'access' }, { subject: String(user.id) });
  }

  /** The user a valid, unexpired access token names; null for anything else. */
  async verify(token: string): Promise<AuthenticatedUser | null> {
    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims>(token);
    } catch {
      return null;
    }
    const { sub, email, role, type } = claims;
    if (type !== 'access' || typeof sub !== 'string' || !/^\d{1,10}$/.test(sub)) return null;
    if (typeof email !== 'string' || !isRole(role)) return null;
    return { id: Number(sub), email, role };
  }
}
