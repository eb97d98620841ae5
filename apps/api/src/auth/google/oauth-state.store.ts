import { createHmac, randomBytes } from 'node:crypto';
import { GOOGLE_STATE_INVALID } from '@profileproof/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '../auth.messages';
import { sameText } from './oidc-nonce';

/** Where the guard leaves the reply, for the store to set and clear its cookie. */
export const OAUTH_REPLY = Symbol('oauthReply');
/**
 * The OpenID Connect nonce of the sign-in: put on the request by the start guard (which sends it in
 * the authorization request) for the store to keep, and by the store at the callback, for the
 * guard to compare with the id_token's.
 */
export const OIDC_NONCE = Symbol('oidcNonce');
export type OAuthRequest = FastifyRequest & { [OAUTH_REPLY]?: FastifyReply; [OIDC_NONCE]?: string };

const STATE_TTL_SECONDS = 600;

interface StateCookie {
  /** The `state` sent to the provider. */
  nonce: string;
  /** The PKCE code verifier. */
  verifier: string;
  /** The OpenID Connect nonce sent in the authorization request. */
  oidcNonce: string;
  /** Expiry, in ms since the epoch. */
  expires: number;
}

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: string | false, info?: { message: string }) => void;

/**
 * passport-oauth2's state store without server sessions: the `state` nonce, the PKCE verifier and
 * the OpenID Connect nonce go into a short-lived, HMAC-signed, HttpOnly cookie scoped to the Google
 * routes. The callback must bring the same state back in the query and the cookie, so a sign-in
 * cannot be finished in a browser other than the one that started it (login CSRF). The callback
 * clears the cookie.
 */
export class SignedCookieStateStore {
  constructor(
    private readonly key: Buffer,
    private readonly cookie: { name: string; path: string; secure: boolean },
  ) {}

  /** Called with (req, verifier, state, meta, callback): passport picks the signature by arity. */
  store(
    request: OAuthRequest,
    verifier: string,
    _state: unknown,
    _meta: unknown,
    callback: StoreCallback,
  ): void {
    const oidcNonce = request[OIDC_NONCE];
    if (!oidcNonce) throw new Error(AUTH_ERRORS.nonceNotPassed);
    const content: StateCookie = {
      nonce: randomBytes(24).toString('base64url'),
      verifier,
      oidcNonce,
      expires: Date.now() + STATE_TTL_SECONDS * 1000,
    };
    const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
    this.setCookie(request, `${payload}.${this.sign(payload)}`, STATE_TTL_SECONDS);
    callback(null, content.nonce);
  }

  /**
   * Called with (req, state, meta, callback); answers the PKCE verifier when the state checks out,
   * and leaves the sign-in's OpenID Connect nonce on the request.
   */
  verify(request: OAuthRequest, state: string, _meta: unknown, callback: VerifyCallback): void {
    const content = this.read(request);
    this.setCookie(request, '', 0);
    if (!content || content.expires < Date.now() || !sameText(content.nonce, String(state))) {
      callback(null, false, { message: GOOGLE_STATE_INVALID });
      return;
    }
    request[OIDC_NONCE] = content.oidcNonce;
    callback(null, content.verifier);
  }

  private read(request: OAuthRequest): StateCookie | null {
    const value = cookieValue(request.headers.cookie, this.cookie.name);
    const [payload, signature, ...rest] = value?.split('.') ?? [];
    if (!payload || !signature || rest.length > 0 || !sameText(signature, this.sign(payload)))
      return null;
    try {
      const content = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as Partial<StateCookie>;
      const { nonce, verifier, oidcNonce, expires } = content;
      return typeof nonce === 'string' &&
        typeof verifier === 'string' &&
        typeof oidcNonce === 'string' &&
        typeof expires === 'number'
        ? { nonce, verifier, oidcNonce, expires }
        : null;
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private setCookie(request: OAuthRequest, value: string, maxAgeSeconds: number): void {
    const reply = request[OAUTH_REPLY];
    if (!reply) throw new Error(AUTH_ERRORS.replyNotPassed);
    const attributes = [
      `${this.cookie.name}=${value}`,
      `Path=${this.cookie.path}`,
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(this.cookie.secure ? ['Secure'] : []),
    ];
    reply.header('set-cookie', attributes.join('; '));
  }
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return part.slice(separator + 1).trim();
  }
  return undefined;
}
