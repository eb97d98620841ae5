import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { GOOGLE_NOT_CONFIGURED, GOOGLE_UNAVAILABLE } from '@profileproof/contracts';
import { createRemoteJWKSet, errors as joseErrors, type JWTPayload, jwtVerify } from 'jose';
import passport from 'passport';
import {
  type GoogleCallbackParameters,
  type Profile,
  Strategy as GoogleStrategy,
  type VerifyCallback,
} from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import { GLOBAL_PREFIX } from '../../app/configure-app';
import { appConfig, authConfig, googleConfig } from '../../config';
import { OneTimeMarkers } from '../../shared-state/one-time-markers';
import { AUTH_ERRORS, AUTH_LOG } from '../auth.messages';
import { SignedCookieStateStore } from './oauth-state.store';
import { derivedKey, OidcNonces } from './oidc-nonce';

export const GOOGLE_STRATEGY = 'google';
export const GOOGLE_CALLBACK_ROUTE = 'auth/google/callback';

/** What the OAuth flow hands to its return route. */
export interface GoogleOAuthResult {
  idToken: string;
}

/** The verified identity an id_token vouches for. */
export interface GoogleIdentity {
  sub: string;
  email: string;
}

interface DiscoveryDocument {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
}

/** Errors that mean "this token is not acceptable", as opposed to "the issuer could not be reached". */
const TOKEN_ERRORS = new Set([
  joseErrors.JWTExpired.code,
  joseErrors.JWTClaimValidationFailed.code,
  joseErrors.JWTInvalid.code,
  joseErrors.JWSInvalid.code,
  joseErrors.JWSSignatureVerificationFailed.code,
  joseErrors.JOSEAlgNotAllowed.code,
  joseErrors.JOSENotSupported.code,
  joseErrors.JWKSNoMatchingKey.code,
  joseErrors.JWKSMultipleMatchingKeys.code,
]);

const DISCOVERY_TIMEOUT_MS = 5000;

/**
 * The OpenID Connect issuer (GOOGLE_ISSUER): its endpoints and signing keys come from its discovery
 * document, read on first use (not at start, so the API starts without reaching it) and kept.
 */
@Injectable()
export class GoogleIdentityService {
  private readonly logger = new Logger('GoogleSignIn');
  private discovery?: Promise<DiscoveryDocument>;
  private signingKeys?: { uri: string; getKey: ReturnType<typeof createRemoteJWKSet> };
  private strategyRegistered = false;

  constructor(
    @Inject(googleConfig.KEY) private readonly google: ConfigType<typeof googleConfig>,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
    readonly nonces: OidcNonces,
    private readonly usedTokens: OneTimeMarkers,
  ) {}

  get isConfigured(): boolean {
    return this.google.client !== null;
  }

  /**
   * The identity of a valid id_token: signed (RS256) by one of the issuer's keys, from the issuer,
   * for our client (and authorized by it: `azp`), unexpired, with a verified e-mail address and a
   * nonce this API issued for the flow whose secret is `flowSecret` (see OidcNonces), and never
   * accepted before: each id_token signs in once (remembered until it expires, by every instance
   * with REDIS_URL). Null for any other token. A token refused for its flow secret is not spent.
   */
  async verifyIdToken(credential: string, flowSecret: string): Promise<GoogleIdentity | null> {
    const client = this.requireClient();
    const discovery = await this.discover();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, this.keysOf(discovery.jwks_uri), {
        issuer: acceptedIssuers(discovery.issuer),
        audience: client.id,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && TOKEN_ERRORS.has(error.code)) return null;
      this.logger.error(AUTH_LOG.signingKeysUnreadable((error as Error).message));
      throw new ServiceUnavailableException({ detail: GOOGLE_UNAVAILABLE });
    }
    const { sub, email, email_verified: emailVerified, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof email !== 'string' ||
      emailVerified !== true ||
      typeof exp !== 'number'
    )
      return null;
    if (!authorizedFor(payload, client.id) || !this.nonces.isAuthentic(payload.nonce, flowSecret))
      return null;
    if (
      !(await this.usedTokens.claim(
        `google-id-token:${sha256(credential)}`,
        exp * 1000 - Date.now(),
      ))
    )
      return null;
    return { sub, email: email.trim() };
  }

  /**
   * Registers the passport strategy of the authorization-code flow (once), with the issuer's
   * endpoints, PKCE, and `state` kept in a signed cookie (there are no server sessions).
   */
  async registerStrategy(): Promise<void> {
    const client = this.requireClient();
    const discovery = await this.discover();
    if (this.strategyRegistered) return;
    const stateStore = new SignedCookieStateStore(
      derivedKey(this.auth.jwtSecret, 'profileproof google oauth state'),
      {
        name: 'pp_google_oauth',
        path: `/${GLOBAL_PREFIX}/auth/google`,
        secure: this.app.apiPublicUrl.startsWith('https:'),
      },
    );
    const strategy = new OidcGoogleStrategy(
      {
        clientID: client.id,
        clientSecret: client.secret,
        callbackURL: `${this.app.apiPublicUrl}/${GLOBAL_PREFIX}/${GOOGLE_CALLBACK_ROUTE}`,
        authorizationURL: discovery.authorization_endpoint,
        tokenURL: discovery.token_endpoint,
        userProfileURL: discovery.userinfo_endpoint,
        scope: ['openid', 'email', 'profile'],
        // The id_token is all we need (the web app posts it back to us); no userinfo round trip.
        skipUserProfile: true,
        pkce: true,
        store: stateStore as unknown as StateStore,
      },
      // Five parameters: passport-oauth2 then passes the token response (`params`) with the id_token.
      (
        _accessToken: string,
        _refreshToken: string,
        params: GoogleCallbackParameters,
        _profile: Profile,
        done: VerifyCallback,
      ) => {
        if (params.id_token) done(null, { idToken: params.id_token } satisfies GoogleOAuthResult);
        else done(null, false, { message: AUTH_ERRORS.noIdToken });
      },
    );
    passport.use(GOOGLE_STRATEGY, strategy);
    this.strategyRegistered = true;
  }

  private requireClient(): { id: string; secret: string } {
    if (!this.google.client)
      throw new ServiceUnavailableException({ detail: GOOGLE_NOT_CONFIGURED });
    return this.google.client;
  }

  /** The discovery document, fetched once (and again after a failure). */
  private discover(): Promise<DiscoveryDocument> {
    this.discovery ??= fetchDiscoveryDocument(this.google.issuer).catch((error: unknown) => {
      this.discovery = undefined;
      this.logger.error(AUTH_LOG.discoveryUnreadable(this.google.issuer, (error as Error).message));
      throw new ServiceUnavailableException({ detail: GOOGLE_UNAVAILABLE });
    });
    return this.discovery;
  }

  /** The issuer's key set: fetched when needed, cached, and refetched for an unknown key id. */
  private keysOf(uri: string): ReturnType<typeof createRemoteJWKSet> {
    if (this.signingKeys?.uri !== uri)
      this.signingKeys = { uri, getKey: createRemoteJWKSet(new URL(uri)) };
    return this.signingKeys.getKey;
  }
}

async function fetchDiscoveryDocument(issuer: string): Promise<DiscoveryDocument> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(AUTH_ERRORS.discoveryStatus(response.status));
  const document = (await response.json()) as Partial<DiscoveryDocument>;
  for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof document[field] !== 'string')
      throw new Error(AUTH_ERRORS.discoveryFieldMissing(field));
  }
  // OpenID Connect Discovery: the document must name the issuer it was fetched from.
  if (document.issuer?.replace(/(?<!\/)\/+$/, '') !== issuer)
    throw new Error(AUTH_ERRORS.discoveryOtherIssuer(document.issuer));
  return document as DiscoveryDocument;
}

/** Google's id_tokens name their issuer with or without the scheme. */
function acceptedIssuers(issuer: string): string[] {
  const { protocol, host } = new URL(issuer);
  return host === 'accounts.google.com' && protocol === 'https:' ? [issuer, host] : [issuer];
}

/**
 * OpenID Connect: `azp` (the party the token was issued to) must be our client whenever it is
 * present, and must be present when `aud` is a list (the token may be meant for several parties).
 */
function authorizedFor(payload: JWTPayload, clientId: string): boolean {
  if (Array.isArray(payload.aud) && payload.azp === undefined) return false;
  return payload.azp === undefined || payload.azp === clientId;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** passport's Google strategy, also sending the authenticate options' OpenID Connect `nonce`. */
class OidcGoogleStrategy extends GoogleStrategy {
  override authorizationParams(options: { nonce?: unknown }): object {
    const params = super.authorizationParams(options);
    return typeof options.nonce === 'string' ? { ...params, nonce: options.nonce } : params;
  }
}
