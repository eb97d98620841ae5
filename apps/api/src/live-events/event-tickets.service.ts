import { createSecretKey, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { EVENT_TICKET_SECONDS, isRole } from '@profileproof/contracts';
import { type AccessTokenSubject, SESSION_ID } from '../auth/access-tokens.service';
import { authConfig } from '../config';
import { OneTimeMarkers } from '../shared-state/one-time-markers';
import type { StreamOwner } from './event-streams';

const ISSUER = 'profileproof-api';
/** Not the access tokens' audience: neither kind of token is ever accepted as the other. */
const AUDIENCE = 'profileproof-events';
const TYPE = 'event-ticket';
const ALGORITHM = 'HS256';

interface TicketClaims {
  sub?: unknown;
  role?: unknown;
  type?: unknown;
  jti?: unknown;
  sid?: unknown;
}

/**
 * Tickets for `GET /api/events/?ticket=`. EventSource cannot send an Authorization header, and an
 * access token in a URL would land in proxy and server logs: the stream is opened with a ticket
 * instead, a JWT signed with the API's secret for its own audience, valid EVENT_TICKET_SECONDS and
 * good for one stream (its random `jti` is spent through OneTimeMarkers: in Redis with REDIS_URL,
 * so a ticket used on one instance is refused on every other). It names the session it was taken
 * in (`sid`), which must still hold when the stream opens, and whose end ends the stream.
 */
@Injectable()
export class EventTickets {
  private readonly jwt: JwtService;

  constructor(
    @Inject(authConfig.KEY) auth: ConfigType<typeof authConfig>,
    private readonly markers: OneTimeMarkers,
  ) {
    // A KeyObject, as for the access tokens (see accessTokenJwtOptions).
    this.jwt = new JwtService({
      secret: createSecretKey(Buffer.from(auth.jwtSecret, 'utf8')),
      signOptions: {
        algorithm: ALGORITHM,
        expiresIn: EVENT_TICKET_SECONDS,
        issuer: ISSUER,
        audience: AUDIENCE,
      },
      verifyOptions: { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE },
    });
  }

  issue({ user, sessionId }: AccessTokenSubject): Promise<string> {
    return this.jwt.signAsync(
      { role: user.role, type: TYPE, sid: sessionId },
      { subject: String(user.id), jwtid: randomUUID() },
    );
  }

  /**
   * Whose stream a ticket opens, in which session; null when it is not a valid, unexpired ticket
   * used for the first time. Whether the session still holds is the caller's to check.
   */
  async redeem(ticket: string): Promise<StreamOwner | null> {
    let claims: TicketClaims;
    try {
      claims = await this.jwt.verifyAsync<TicketClaims>(ticket);
    } catch {
      return null;
    }
    const { sub, role, type, jti, sid } = claims;
    if (
      type !== TYPE ||
      typeof sub !== 'string' ||
      !/^[1-9]\d{0,9}$/.test(sub) ||
      !isRole(role) ||
      typeof jti !== 'string'
    )
      return null;
    if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return null;
    // Spent for as long as it could be used: its whole lifetime.
    if (!(await this.markers.claim(`event-ticket:${jti}`, EVENT_TICKET_SECONDS * 1000)))
      return null;
    return { userId: Number(sub), role, sessionId: sid };
  }
}
