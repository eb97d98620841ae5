import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { type DetailResponse } from '@profileproof/contracts';
import {
  ACCOUNT_MESSAGES,
  type AccountExport,
  type AccountSession,
  type EmailChangePreview,
  type RevokeOthersResponse,
  ACCOUNT_ROUTE_PATTERNS,
} from '@profileproof/contracts/account';
import type { FastifyReply } from 'fastify';
import { NotFoundException } from '@nestjs/common';
import type { AccessTokenSubject } from '../auth/access-tokens.service';
import { AccountExportService } from './account-export.service';
import { AccountService } from './account.service';
import { AuthRateLimit, CurrentSession } from '../auth/auth.decorators';
import { EmailChangeService } from './email-change.service';
import {
  AccountDeleteDto,
  EmailChangeConfirmDto,
  EmailChangeDto,
  EmailChangePreviewDto,
  PasswordChangeDto,
} from './dto/account-requests.dto';
import { DetailResponseDto } from '../auth/dto/auth-responses.dto';
import { Body, Param } from '../app/validation';

const ROUTES = ACCOUNT_ROUTE_PATTERNS;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user's own account (every route needs an access token; each acts on the caller only). */
@ApiTags('account')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly emailChange: EmailChangeService,
    private readonly exports: AccountExportService,
  ) {}

  @AuthRateLimit()
  @Post(ROUTES.passwordChange)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Change the password; ends every other session',
    description:
      'The new password follows the sign-up rules. This session stays; every other one ends, and every pending e-mail ' +
      "change link is spent. An admin's change is recorded in the audit log (`admin.password_changed`, `via: account_page`). " +
      'A wrong password counts as a failed login of the account (429 once blocked, as at login).',
  })
  @ApiOkResponse({ type: DetailResponseDto })
  @ApiBadRequestResponse({
    description:
      'Wrong current password (`errors.current_password`), a refused new one (`errors`), or an account without a password',
  })
  changePassword(
    @CurrentSession() subject: AccessTokenSubject,
    @Body() body: PasswordChangeDto,
  ): Promise<DetailResponse> {
    return this.account.changePassword(subject, body.current_password, body.password);
  }

  @AuthRateLimit()
  @Post(ROUTES.emailChange)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary:
      'Mail a confirmation link to a new address (the same answer whether or not it is taken)',
    description:
      'A free address gets a link (24 hours, single use) to `/account?confirm_email=…`; a taken one a notice without a link; ' +
      'the current address always a notice. The same work either way, so neither the answer nor its time tells. ' +
      'A wrong password counts as a failed login of the account (429 once blocked, as at login).',
  })
  @ApiAcceptedResponse({ type: DetailResponseDto })
  @ApiBadRequestResponse({ description: 'Wrong password, or an invalid address (`errors`)' })
  requestEmailChange(
    @CurrentSession() subject: AccessTokenSubject,
    @Body() body: EmailChangeDto,
  ): Promise<DetailResponse> {
    return this.emailChange.requestEmailChange(subject, body.password, body.new_email);
  }

  @Post(ROUTES.emailChangePreview)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'What a mailed link would do (the new address, what confirming takes); changes nothing',
  })
  @ApiOkResponse({ description: "`{new_email, confirm_with: 'password' | 'fresh_sign_in'}`" })
  @ApiBadRequestResponse({ description: "The link is unknown, used, expired or another account's" })
  previewEmailChange(
    @CurrentSession() subject: AccessTokenSubject,
    @Body() body: EmailChangePreviewDto,
  ): Promise<EmailChangePreview> {
    return this.emailChange.previewEmailChange(subject, body.token);
  }

  @AuthRateLimit()
  @Post(ROUTES.emailChangeConfirm)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Use the mailed link with the password: the account's address changes; other sessions end",
    description:
      'Needs the signed-in session of the account the link is for, and its password (`password` omitted for an account ' +
      'without one, whose session must have signed in within the last 5 minutes). The new address counts as verified; ' +
      "the account's other change, verification and reset links are spent. An admin's change is audited " +
      '(`admin.email_changed`). A wrong password counts as a failed login of the account (429 once blocked, as at login).',
  })
  @ApiOkResponse({ type: DetailResponseDto })
  @ApiBadRequestResponse({
    description:
      "The link is unknown, used, expired or another account's; the password is missing or wrong (`errors.password`)",
  })
  @ApiForbiddenResponse({ description: 'No password and no Google sign-in in the last 5 minutes' })
  @ApiConflictResponse({ description: 'The address was taken meanwhile' })
  confirmEmailChange(
    @CurrentSession() subject: AccessTokenSubject,
    @Body() body: EmailChangeConfirmDto,
  ): Promise<DetailResponse> {
    return this.emailChange.confirmEmailChange(subject, body.token, body.password);
  }

  @Get(ROUTES.sessions)
  @ApiOperation({
    summary: "The caller's sessions; `current` marks this one",
    description:
      'Live sessions, latest used first; `device` read from the user agent, `ip` masked to its /24 (IPv4) or /48 (IPv6).',
  })
  @ApiOkResponse({ description: '`[{id, created_at, last_used_at, device, ip, current}]`' })
  sessions(@CurrentSession() subject: AccessTokenSubject): Promise<AccountSession[]> {
    return this.account.listSessions(subject);
  }

  // Before `sessions/:id`, so that "revoke-others" is not taken for an id.
  @Post(ROUTES.revokeOtherSessions)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End every session of the caller but this one' })
  @ApiOkResponse({ description: '`{revoked}`: how many ended' })
  revokeOthers(@CurrentSession() subject: AccessTokenSubject): Promise<RevokeOthersResponse> {
    return this.account.endOtherSessions(subject);
  }

  @Delete(ROUTES.session)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: "End one of the caller's sessions",
    description: 'Its access tokens and event streams end with it.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({
    description: "No such live session of the caller (another user's id, or a malformed one, too)",
  })
  async endSession(
    @CurrentSession() subject: AccessTokenSubject,
    @Param('id') id: string,
  ): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundException({ detail: ACCOUNT_MESSAGES.sessionNotFound });
    await this.account.endSession(subject, id);
  }

  @Get(ROUTES.export)
  @ApiOperation({
    summary: "Download the caller's data (JSON attachment)",
    description:
      '`profileproof-data-YYYY-MM-DD.json`: `{exported_at, profile, subscription, submissions (with replies), sessions, ratings}`, ' +
      "only the caller's rows; no internal notes, hashes, tokens, scores, checklists, nor who replied.",
  })
  @ApiOkResponse({
    description: 'profile, subscription, submissions with replies, sessions, ratings',
  })
  async export(
    @CurrentSession() subject: AccessTokenSubject,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AccountExport> {
    const data = await this.exports.export(subject);
    const day = data.exported_at.slice(0, 10);
    reply.header('Content-Disposition', `attachment; filename="profileproof-data-${day}.json"`);
    reply.header('Cache-Control', 'no-store');
    return data;
  }

  @AuthRateLimit()
  @Delete(ROUTES.account)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Close the account: deleted, signed out everywhere, its submissions erased',
    description:
      'Body `{password, confirm: "DELETE"}` (`password` omitted for an account without one, whose session must have ' +
      'signed in within the last 5 minutes). One transaction: every session ends; the submissions are erased (text ' +
      "`[erased]`, no owner) but still count in the month's totals; the address leaves the audit log (`(closed account)`); " +
      'the account goes with its sessions, links and subscription. The last admin cannot leave (409). ' +
      'A wrong password counts as a failed login of the account (429 once blocked, as at login).',
  })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ description: 'Wrong password, or `confirm` is not DELETE' })
  @ApiForbiddenResponse({ description: 'No password and no Google sign-in in the last 5 minutes' })
  @ApiConflictResponse({ description: 'The last admin' })
  async close(
    @CurrentSession() subject: AccessTokenSubject,
    @Body() body: AccountDeleteDto,
  ): Promise<void> {
    await this.account.close(subject, body.password);
  }
}
