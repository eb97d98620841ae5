import { Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  type DetailResponse,
  type LoginResponse,
  type ProfileResponse,
  type RefreshResponse,
  type SignupResponse,
} from '@profileproof/contracts';
import type { FastifyReply } from 'fastify';
import { AuthRateLimit, Client, CurrentUser, Public } from './auth.decorators';
import { AuthService } from './auth.service';
import type { AuthenticatedUser } from './authenticated-user';
import type { SessionClient } from './sessions/session-client';
import {
  LoginDto,
  LogoutDto,
  PasswordResetConfirmDto,
  PasswordResetDto,
  RefreshDto,
  ResendVerificationDto,
  SignupDto,
  VerifyEmailDto,
} from './dto/auth-requests.dto';
import {
  AuthResponseDto,
  DetailResponseDto,
  ProfileResponseDto,
  RefreshResponseDto,
  SignupResponseDto,
} from './dto/auth-responses.dto';
import { Body, Param } from '../app/validation';

const ROUTES = API_ROUTE_PATTERNS.auth;

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.signup)
  @ApiOperation({
    summary: 'Create an account; a verification e-mail is sent',
    description:
      'The password: 8 to 128 characters, not one of the common passwords, not containing the product name nor built ' +
      'from the address (docs/security.md). The address is trimmed, at most 254 characters, compared in its canonical form. ' +
      'An address with a verified account gets the same 201 after the same work, nothing changes, and its owner is mailed. ' +
      'A registered but unverified address is not changed: a new verification link, bound to this password, is mailed ' +
      '(200 `verification_resent`); using a link sets the password of the sign-up that asked for it.',
  })
  @ApiCreatedResponse({
    type: SignupResponseDto,
    description:
      'Account created, or the address has a verified account (the same answer; its owner is mailed)',
  })
  @ApiOkResponse({
    type: SignupResponseDto,
    description:
      'Registered but not verified: the e-mail was sent again (`verification_resent: true`)',
  })
  @ApiBadRequestResponse({ description: '`{detail, errors: {field: [message]}}`' })
  async signup(
    @Body() body: SignupDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignupResponse> {
    const answer = await this.auth.signup(body.email, body.password);
    reply.status(answer.verification_resent ? HttpStatus.OK : HttpStatus.CREATED);
    return answer;
  }

  @Public()
  @Post(ROUTES.verifyEmail)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Verify the e-mail address with the token of the link',
    description:
      'Single use, valid 24 hours. Sets the password of the sign-up that sent the link (an unverified account only), marks the ' +
      "address verified, spends the account's other verification links and ends every session of the account.",
  })
  @ApiOkResponse({ type: DetailResponseDto })
  @ApiBadRequestResponse({ description: 'The link is unknown, used or expired' })
  verifyEmail(@Body() body: VerifyEmailDto): Promise<DetailResponse> {
    return this.auth.verifyEmail(body.token);
  }

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.resendVerification)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send the verification e-mail again (same answer for any address)',
    description:
      'Mails only an existing unverified address; the link is bound to the password of the latest sign-up whose link still works.',
  })
  @ApiOkResponse({ type: DetailResponseDto })
  resendVerification(@Body() body: ResendVerificationDto): Promise<DetailResponse> {
    return this.auth.resendVerification(body.email);
  }

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.login)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Log in with e-mail and password',
    description:
      'An unknown address, or an account without a password, takes as long as a wrong password and answers the same 401. ' +
      'Failed logins are also counted per account, from any IP: after LOGIN_ACCOUNT_LIMIT (5) in a row the address is blocked ' +
      'for LOGIN_ACCOUNT_DELAY_SECONDS (30), doubling at each further failure up to LOGIN_ACCOUNT_MAX_DELAY_SECONDS (15 minutes); ' +
      'while blocked, every attempt (the right password too) gets 429 unchecked. A right password resets the count.',
  })
  @ApiOkResponse({
    type: AuthResponseDto,
    description:
      'Logged in; or, with two-step sign-in on, `{mfa_required: true, mfa_token}` and no tokens',
  })
  @ApiUnauthorizedResponse({ description: 'Wrong e-mail or password' })
  @ApiForbiddenResponse({ description: 'The e-mail address is not verified yet' })
  login(@Body() body: LoginDto, @Client() client: SessionClient): Promise<LoginResponse> {
    return this.auth.login(body.email, body.password, client);
  }

  @Public()
  @Post(ROUTES.refresh)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Spend a refresh token for a new access and refresh token',
    description:
      'The token sent is spent; its successor belongs to the same session. A spent token sent again within ' +
      'REFRESH_REUSE_GRACE_SECONDS (10) of its rotation (two tabs, a lost answer) gets the live refresh token of the session and a ' +
      'new access token, nothing revoked; later, the whole session is revoked (401). A session ends REFRESH_TOKEN_TTL_DAYS (30) ' +
      'after sign-in however often it is refreshed, and after REFRESH_IDLE_DAYS (14) unused.',
  })
  @ApiOkResponse({ type: RefreshResponseDto })
  @ApiUnauthorizedResponse({
    description: 'Unknown, expired, revoked or already used (which ends the session)',
  })
  refresh(@Body() body: RefreshDto, @Client() client: SessionClient): Promise<RefreshResponse> {
    return this.auth.refresh(body.refresh, client);
  }

  @Public()
  @Post(ROUTES.logout)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'End the session of the refresh token',
    description:
      'Its access tokens and event streams end with it. The same answer whether or not the token existed; no access token needed.',
  })
  @ApiOkResponse({ type: DetailResponseDto })
  logout(@Body() body: LogoutDto): Promise<DetailResponse> {
    return this.auth.logout(body.refresh);
  }

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.passwordReset)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a password reset link (same answer for any address)',
    description:
      'The link is valid 1 hour, single use, and spends the older ones; an unknown address costs the same work.',
  })
  @ApiOkResponse({ type: DetailResponseDto })
  requestPasswordReset(@Body() body: PasswordResetDto): Promise<DetailResponse> {
    return this.auth.requestPasswordReset(body.email);
  }

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.passwordResetConfirm)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Set a new password with the link of the reset e-mail; ends every session',
    description:
      '`uid` is the user id in base64url. Also marks the address verified, spends every other reset, verification and ' +
      'e-mail change link, and sets the wrong sign-in codes in a row back to 0. A refused password (the sign-up rules, or ' +
      "one built from the account's address) is a 400 `errors.password` and the link stays usable.",
  })
  @ApiOkResponse({ type: DetailResponseDto })
  @ApiBadRequestResponse({
    description: 'Invalid password fields (`errors`), or an invalid, used or expired link',
  })
  confirmPasswordReset(
    @Param('uid') uid: string,
    @Param('token') token: string,
    @Body() body: PasswordResetConfirmDto,
  ): Promise<DetailResponse> {
    return this.auth.confirmPasswordReset(uid, token, body.password);
  }

  @Get(ROUTES.profile)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user (also the token check on start)' })
  @ApiOkResponse({ type: ProfileResponseDto })
  @ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
  profile(@CurrentUser() user: AuthenticatedUser): Promise<ProfileResponse> {
    return this.auth.profile(user.id);
  }
}
