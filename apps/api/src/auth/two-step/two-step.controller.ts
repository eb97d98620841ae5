import { Controller, Delete, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type AuthResponse, type DetailResponse } from '@profileproof/contracts';
import {
  type TwoStepEnableResponse,
  type TwoStepSetupResponse,
  TWO_STEP_ROUTE_PATTERNS,
} from '@profileproof/contracts/two-step';
import { AuthRateLimit, Client, CurrentUser, Public, Roles } from '../auth.decorators';
import type { AuthenticatedUser } from '../authenticated-user';
import type { SessionClient } from '../sessions/session-client';
import { AuthResponseDto, DetailResponseDto } from '../dto/auth-responses.dto';
import {
  LoginTwoStepDto,
  TwoStepDisableDto,
  TwoStepEnableDto,
  TwoStepEnableResponseDto,
  TwoStepSetupResponseDto,
  TwoStepUnlockDto,
  UserTwoStepQueryDto,
} from './two-step.dto';
import { TwoStepService } from './two-step.service';
import { Body, Query } from '../../app/validation';

@ApiTags('auth')
@Controller()
export class TwoStepController {
  constructor(private readonly twoStep: TwoStepService) {}

  @Post(TWO_STEP_ROUTE_PATTERNS.setup)
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Start setting up two-step sign-in: a new secret and its QR code (not on yet)',
    description:
      'TOTP (RFC 6238: SHA-1, 30 s, 6 digits; the step before or after accepted too). The secret is stored encrypted ' +
      '(AES-256-GCM); a set-up not confirmed is replaced by the next.',
  })
  @ApiOkResponse({ type: TwoStepSetupResponseDto })
  @ApiConflictResponse({ description: 'Two-step sign-in is already on' })
  setup(@CurrentUser() user: AuthenticatedUser): Promise<TwoStepSetupResponse> {
    return this.twoStep.setup(user);
  }

  @Post(TWO_STEP_ROUTE_PATTERNS.enable)
  @AuthRateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Turn two-step sign-in on with a code; answers the backup codes once',
    description: '10 backup codes (`xxxxx-xxxxx`), shown once, stored hashed, each usable once.',
  })
  @ApiOkResponse({ type: TwoStepEnableResponseDto })
  @ApiBadRequestResponse({ description: 'A wrong code (`errors.code`), or no set-up started' })
  @ApiConflictResponse({ description: 'Two-step sign-in is already on' })
  enable(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TwoStepEnableDto,
  ): Promise<TwoStepEnableResponse> {
    return this.twoStep.enable(user, body.code);
  }

  @Post(TWO_STEP_ROUTE_PATTERNS.disable)
  @AuthRateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Turn two-step sign-in off with the password and a code',
    description:
      '`password` empty for an account without one. A wrong password or code gets the same answer, and counts against the account.',
  })
  @ApiOkResponse({ type: DetailResponseDto })
  @ApiBadRequestResponse({ description: 'A wrong password or code, or two-step sign-in is off' })
  disable(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TwoStepDisableDto,
  ): Promise<DetailResponse> {
    return this.twoStep.disable(user, body.password, body.code);
  }

  @Public()
  @Post(TWO_STEP_ROUTE_PATTERNS.login)
  @AuthRateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "The login's second step: the mfa_token and a code or a backup code",
    description:
      'The code: 6 digits, or a backup code `xxxxx-xxxxx` (any case, dash optional); a code is accepted once. The ' +
      '`mfa_token` lasts 5 minutes and ends at its 5th wrong code. Every check also counts against the account (429 once ' +
      'blocked, a right code too). Wrong codes in a row are counted per account over every token: the owner is mailed at ' +
      'every 10th, and at 100 the account is locked (423) until a password reset or an admin unlock.',
  })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({
    description: 'A wrong code, or an unknown, used, expired or ended mfa_token (5 wrong codes)',
  })
  @ApiResponse({
    status: 423,
    description:
      'The account is locked out after 100 wrong codes in a row (a right code too): until a password reset or an admin unlock',
  })
  loginTwoStep(
    @Body() body: LoginTwoStepDto,
    @Client() client: SessionClient,
  ): Promise<AuthResponse> {
    return this.twoStep.completeLogin(body.mfa_token, body.code, client);
  }

  @Delete(TWO_STEP_ROUTE_PATTERNS.adminReset)
  @Roles('admin')
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Turn off a user's two-step sign-in (admin)",
    description:
      'For a lost phone and codes: `?email=`. Recorded in the audit log (`two_step.reset`, in the same transaction). ' +
      "An invalid e-mail, or the admin's own address (turned off with a code instead), is a 400.",
  })
  @ApiOkResponse({ description: '`{success: true}`' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'No such account, or its two-step sign-in is off' })
  reset(
    @CurrentUser() admin: AuthenticatedUser,
    @Query() query: UserTwoStepQueryDto,
  ): Promise<{ success: true }> {
    return this.twoStep.reset(admin, query.email);
  }

  @Post(TWO_STEP_ROUTE_PATTERNS.adminUnlock)
  @Roles('admin')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Lift a user's lock-out after 100 wrong sign-in codes in a row (admin)",
    description:
      'The count goes back to 0; two-step sign-in stays on. Recorded in the audit log (`two_step.unlock`).',
  })
  @ApiOkResponse({ description: '`{success: true}`' })
  @ApiBadRequestResponse({ description: "An invalid e-mail, or the admin's own address" })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'No such account, or its two-step sign-in is off' })
  @ApiConflictResponse({ description: 'The account is not locked' })
  unlock(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: TwoStepUnlockDto,
  ): Promise<{ success: true }> {
    return this.twoStep.unlock(admin, body.email);
  }
}
