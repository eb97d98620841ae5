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
import type { SessionClient } from './session-client';
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
  @ApiOperation({ summary: 'Create an account; a verification e-mail is sent' })
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
  @ApiOperation({ summary: 'Verify the e-mail address with the token of the link' })
  @ApiOkResponse({ type: DetailResponseDto })
  @ApiBadRequestResponse({ description: 'The link is unknown, used or expired' })
  verifyEmail(@Body() body: VerifyEmailDto): Promise<DetailResponse> {
    return this.auth.verifyEmail(body.token);
  }

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.resendVerification)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send the verification e-mail again (same answer for any address)' })
  @ApiOkResponse({ type: DetailResponseDto })
  resendVerification(@Body() body: ResendVerificationDto): Promise<DetailResponse> {
    return this.auth.resendVerification(body.email);
  }

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.login)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Log in with e-mail and password' })
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
  @ApiOperation({ summary: 'Spend a refresh token for a new access and refresh token' })
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
  @ApiOperation({ summary: 'End the session of the refresh token' })
  @ApiOkResponse({ type: DetailResponseDto })
  logout(@Body() body: LogoutDto): Promise<DetailResponse> {
    return this.auth.logout(body.refresh);
  }

  @Public()
  @AuthRateLimit()
  @Post(ROUTES.passwordReset)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a password reset link (same answer for any address)' })
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
