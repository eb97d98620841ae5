import { BadRequestException, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard, type IAuthModuleOptions } from '@nestjs/passport';
import {
  FLOW_HASH_INVALID,
  GOOGLE_ACTION_INVALID,
  GOOGLE_AUTH_ACTIONS,
  GOOGLE_STATE_INVALID,
} from '@profileproof/contracts';
import type { FastifyReply } from 'fastify';
import { decodeJwt } from 'jose';
import { AUTH_ERRORS, AUTH_LOG } from '../auth.messages';
import {
  GOOGLE_STRATEGY,
  GoogleIdentityService,
  type GoogleOAuthResult,
} from './google-identity.service';
import { OAUTH_REPLY, OIDC_NONCE, type OAuthRequest } from './oauth-state.store';
import { FLOW_HASH_PATTERN, sameText } from './oidc-nonce';

/** Error codes the callback page receives (`#error=<code>`). */
export type GoogleOAuthError =
  'access_denied' | 'invalid_state' | 'authentication_failed' | 'not_configured' | 'unavailable';

export type GoogleOAuthOutcome = GoogleOAuthResult | { error: GoogleOAuthError };

/** Where the callback guard leaves the outcome on the request. */
export const GOOGLE_OAUTH_OUTCOME = 'googleOAuth';
export type GoogleCallbackRequest = OAuthRequest & { [GOOGLE_OAUTH_OUTCOME]?: GoogleOAuthOutcome };

/**
 * The passport strategy of the OAuth flow, run by @nestjs/passport's AuthGuard on Fastify.
 * passport redirects with `res.statusCode`, `res.setHeader` and `res.end`, which Fastify's reply
 * spells differently: it gets a small facade over the reply, so the answer still goes through
 * Fastify (its hooks, the request id, the request log). The reply also rides on the request for
 * the state store, which sets the state cookie.
 */
@Injectable()
abstract class GoogleOAuthGuard extends AuthGuard(GOOGLE_STRATEGY) {
  constructor(protected readonly google: GoogleIdentityService) {
    super();
  }

  override getRequest(context: ExecutionContext): OAuthRequest {
    const http = context.switchToHttp();
    const request = http.getRequest<OAuthRequest>();
    request[OAUTH_REPLY] = http.getResponse<FastifyReply>();
    return request;
  }

  getResponse(context: ExecutionContext): PassportResponse {
    return passportResponse(context.switchToHttp().getResponse<FastifyReply>());
  }

  override getAuthenticateOptions(_context: ExecutionContext): IAuthModuleOptions {
    return { session: false, property: GOOGLE_OAUTH_OUTCOME, prompt: 'select_account' };
  }
}

/**
 * GET /api/auth/google/start: redirects the popup to the issuer's authorization page. passport
 * answers the request itself, so the route handler never runs.
 */
@Injectable()
export class GoogleOAuthStartGuard extends GoogleOAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const query = context.switchToHttp().getRequest<OAuthRequest>().query as {
      action?: unknown;
      flow_hash?: unknown;
    };
    if (
      query.action !== undefined &&
      !(GOOGLE_AUTH_ACTIONS as readonly unknown[]).includes(query.action)
    ) {
      throw new BadRequestException({
        detail: GOOGLE_ACTION_INVALID,
      });
    }
    if (typeof query.flow_hash !== 'string' || !FLOW_HASH_PATTERN.test(query.flow_hash)) {
      throw new BadRequestException({ detail: FLOW_HASH_INVALID });
    }
    await this.google.registerStrategy();
    return (await super.canActivate(context)) as boolean;
  }

  /**
   * A new OpenID Connect nonce for this sign-in, bound to the hash of the opener tab's flow secret:
   * sent to the issuer, and kept in the state cookie.
   */
  override getAuthenticateOptions(context: ExecutionContext): IAuthModuleOptions {
    const request = context.switchToHttp().getRequest<OAuthRequest>();
    const nonce = this.google.nonces.issue((request.query as { flow_hash: string }).flow_hash);
    request[OIDC_NONCE] = nonce;
    return { ...super.getAuthenticateOptions(context), nonce };
  }
}

/**
 * GET /api/auth/google/callback: checks the state, exchanges the code for tokens (with the PKCE
 * verifier) and leaves the outcome, success or error code, on the request: the handler always
 * redirects to the web app's callback page, never answers with an error page in the popup.
 */
@Injectable()
export class GoogleOAuthCallbackGuard extends GoogleOAuthGuard {
  private readonly logger = new Logger('GoogleSignIn');

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<GoogleCallbackRequest>();
    const { code, error } = request.query as { code?: unknown; error?: unknown };
    if (!this.google.isConfigured) {
      request[GOOGLE_OAUTH_OUTCOME] = { error: 'not_configured' };
      return true;
    }
    // Without either, passport would start a new flow from the return route.
    if (!code && !error) {
      request[GOOGLE_OAUTH_OUTCOME] = { error: 'authentication_failed' };
      return true;
    }
    try {
      await this.google.registerStrategy();
    } catch {
      request[GOOGLE_OAUTH_OUTCOME] = { error: 'unavailable' };
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T = GoogleOAuthOutcome>(
    error: unknown,
    result: GoogleOAuthResult | false,
    info: { message?: string } | undefined,
    context: ExecutionContext,
  ): T {
    return this.outcome(error, result, info, context) as T;
  }

  private outcome(
    error: unknown,
    result: GoogleOAuthResult | false,
    info: { message?: string } | undefined,
    context: ExecutionContext,
  ): GoogleOAuthOutcome {
    const request = context.switchToHttp().getRequest<OAuthRequest>();
    if (!error && result && result.idToken) {
      if (carriesNonce(result.idToken, request[OIDC_NONCE])) return { idToken: result.idToken };
      this.logger.warn(AUTH_LOG.googleNonceMismatch);
      return { error: 'authentication_failed' };
    }
    const query = request.query as { error?: unknown };
    if (query.error === 'access_denied') return { error: 'access_denied' };
    if (info?.message === GOOGLE_STATE_INVALID) return { error: 'invalid_state' };
    // Only the message: an OAuth error may carry the token response.
    const reason =
      error instanceof Error ? error.message : (info?.message ?? AUTH_ERRORS.noIdTokenShort);
    this.logger.warn(AUTH_LOG.googleFailed(reason));
    return { error: 'authentication_failed' };
  }
}

/**
 * Whether the id_token (straight from the issuer's token endpoint) carries the nonce kept in this
 * browser's state cookie. Its signature and other claims are checked when it is posted.
 */
function carriesNonce(idToken: string, expected: string | undefined): boolean {
  if (!expected) return false;
  try {
    const { nonce } = decodeJwt(idToken);
    return typeof nonce === 'string' && sameText(nonce, expected);
  } catch {
    return false;
  }
}

interface PassportResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
}

function passportResponse(reply: FastifyReply): PassportResponse {
  return {
    get statusCode() {
      return reply.statusCode;
    },
    set statusCode(code: number) {
      reply.code(code);
    },
    setHeader: (name, value) => {
      reply.header(name, value);
    },
    end: (body) => {
      void reply.send(body ?? '');
    },
  };
}
