import {
  Controller,
  Get,
  Header,
  HttpStatus,
  Inject,
  Post,
  Redirect,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  GOOGLE_AUTH_ACTIONS,
  type GoogleAuthResponse,
  ROUTES,
} from '@profileproof/contracts';
import type { FastifyReply } from 'fastify';
import { appConfig } from '../../config';
import { AuthRateLimit, Client, Public } from '../auth.decorators';
import type { SessionClient } from '../sessions/session-client';
import { GoogleAuthDto } from '../dto/auth-requests.dto';
import { AuthResponseDto } from '../dto/auth-responses.dto';
import { GoogleAuthService } from './google-auth.service';
import { GOOGLE_CALLBACK_ROUTE } from './google-identity.service';
import {
  type GoogleCallbackRequest,
  GOOGLE_OAUTH_OUTCOME,
  GoogleOAuthCallbackGuard,
  GoogleOAuthStartGuard,
} from './google-oauth.guards';
import { Body } from '../../app/validation';

@ApiTags('auth')
@Public()
@Controller()
export class GoogleAuthController {
  constructor(
    private readonly googleAuth: GoogleAuthService,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  @Get(API_ROUTE_PATTERNS.auth.googleStart)
  @UseGuards(GoogleOAuthStartGuard)
  @ApiOperation({
    summary: "Opened in the sign-in popup: redirects to the issuer's authorization page",
    description:
      'Authorization-code flow with PKCE (S256), scopes `openid email profile`. `state`, the PKCE verifier and a nonce ' +
      'bound to `flow_hash` travel in an HMAC-signed, HttpOnly, SameSite=Lax cookie (`pp_google_oauth`, 10 minutes); no ' +
      "server session. The issuer's discovery document is read on first use.",
  })
  @ApiQuery({ name: 'action', enum: GOOGLE_AUTH_ACTIONS, required: false })
  @ApiQuery({
    name: 'flow_hash',
    description: "SHA-256 of the opener tab's flow secret, in hex (64 characters)",
  })
  @ApiBadRequestResponse({ description: 'An unknown action, or no valid flow_hash' })
  @ApiFoundResponse({ description: 'To the authorization page (sets a short-lived state cookie)' })
  @ApiServiceUnavailableResponse({
    description: 'Google sign-in is not configured, or the issuer is unreachable',
  })
  start(): void {
    // Never runs: the guard answers with the redirect.
  }

  @Get(GOOGLE_CALLBACK_ROUTE)
  @UseGuards(GoogleOAuthCallbackGuard)
  @Redirect()
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiOperation({
    summary: "The issuer's return: redirects to the web app's /auth/google/callback",
    description:
      'Checks the state against the cookie, exchanges the code and checks the nonce of the cookie. Errors: ' +
      '`access_denied`, `invalid_state`, `authentication_failed`, `not_configured`, `unavailable`.',
  })
  @ApiFoundResponse({
    description: '`{WEB_ORIGIN}/auth/google/callback#id_token=...`, or `#error=<code>`',
  })
  callback(@Req() request: GoogleCallbackRequest): { url: string; statusCode: number } {
    const outcome = request[GOOGLE_OAUTH_OUTCOME] ?? { error: 'authentication_failed' };
    const fragment = new URLSearchParams(
      'idToken' in outcome ? { id_token: outcome.idToken } : { error: outcome.error },
    );
    // The web app's callback page reads the outcome from the fragment, which never reaches a server.
    return {
      url: `${this.app.webOrigin}${ROUTES.googleCallback}#${fragment}`,
      statusCode: HttpStatus.FOUND,
    };
  }

  @Post(API_ROUTE_PATTERNS.auth.google)
  @AuthRateLimit()
  @ApiOperation({
    summary: "Log in or sign up with the issuer's id_token",
    description:
      'Body `{credential, action, flow_secret}`: the id_token must be RS256 from GOOGLE_ISSUER for GOOGLE_CLIENT_ID (`azp` too), ' +
      'unexpired, `email_verified`, carry a nonce this API issued for the SHA-256 of `flow_secret`, and not have been used ' +
      "before (each is accepted once, on every instance). Accounts are linked by Google's `sub`. login: the account of " +
      'that `sub`, else the one of that e-mail if verified, linked now (which clears its password and ends its sessions), ' +
      'else 404 `needs_signup`. signup: 409 `needs_login` when the `sub` or the e-mail has an account, else a new verified ' +
      'account without a password (201).',
  })
  @ApiOkResponse({
    type: AuthResponseDto,
    description:
      'Logged in; or, with two-step sign-in on, `{mfa_required: true, mfa_token}` and no tokens',
  })
  @ApiCreatedResponse({ type: AuthResponseDto, description: 'Signed up: `is_new_user: true`' })
  @ApiBadRequestResponse({ description: 'Invalid body' })
  @ApiUnauthorizedResponse({
    description:
      "`{detail: 'Authentication failed'}`: the token is invalid, its e-mail is not verified, or flow_secret is not its flow's",
  })
  @ApiNotFoundResponse({ description: 'login without an account: `{detail, needs_signup: true}`' })
  @ApiConflictResponse({
    description: 'An account exists (sign-up), or cannot be linked: `{detail, needs_login: true}`',
  })
  @ApiServiceUnavailableResponse({
    description: 'Google sign-in is not configured, or the issuer is unreachable',
  })
  async authenticate(
    @Body() body: GoogleAuthDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Client() client: SessionClient,
  ): Promise<GoogleAuthResponse> {
    const answer = await this.googleAuth.authenticate(body, client);
    reply.status(
      'is_new_user' in answer && answer.is_new_user ? HttpStatus.CREATED : HttpStatus.OK,
    );
    return answer;
  }
}
