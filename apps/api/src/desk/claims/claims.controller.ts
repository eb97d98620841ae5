import { Controller, Delete, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  CLAIM_BODY_NOT_OBJECT,
  CLAIM_MESSAGES,
  CLAIM_MINUTES,
  type ClaimResponse,
  EDIT_NOT_BOOLEAN,
  INVALID_ID,
  type ReleaseClaimResponse,
  SUBMISSION_NOT_FOUND,
  TAKE_OVER_NOT_BOOLEAN,
} from '@profileproof/contracts';
import { IdParam } from '../../app/id-param';
import { CurrentUser, Roles } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { ClaimsService } from './claims.service';
import { ClaimDto } from '../dto/admin-submission.dto';
import {
  ClaimBodyPipe,
  ClaimConflictDto,
  ClaimRequestDto,
  ReleaseClaimResponseDto,
} from '../dto/claim.dto';
import { Body } from '../../app/validation';

const ID = ApiParam({ name: 'id', type: Number, description: 'Submission id' });
const BAD_ID = `\`{detail: '${INVALID_ID}'}\``;
const NOT_FOUND = ApiNotFoundResponse({
  description: `Missing or deleted: \`{detail: '${SUBMISSION_NOT_FOUND}'}\``,
});
const HELD = `Another admin's live claim: \`{detail: '${CLAIM_MESSAGES.heldByAnother}', claimed_by, claimed_until}\``;

/**
 * Claims: an admin says "I am working on this pending submission" so that no other admin works on
 * it too (a reply to a submission another admin holds is refused). Admins only.
 */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller(API_ROUTE_PATTERNS.admin.claim)
export class ClaimsController {
  constructor(private readonly claims: ClaimsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: `Claim a pending submission for ${CLAIM_MINUTES} minutes; claiming again extends it`,
    description:
      "`take_over: true` replaces another admin's live claim (recorded in the audit log as `claim.taken_over`). " +
      '`edit: true` claims it to edit its reply (the edit screen): a reviewed submission is claimed too, and only its holder may send it a new version. ' +
      'A claim expires by itself: one past `claimed_until` is no claim, and the next claim replaces it (nothing sweeps them). ' +
      'A reply, or marking the submission reviewed, ends it.',
  })
  @ID
  @ApiBody({ type: ClaimRequestDto, required: false })
  @ApiOkResponse({ type: ClaimDto })
  @ApiBadRequestResponse({
    description: `${BAD_ID}; \`errors: {take_over|edit: ['${TAKE_OVER_NOT_BOOLEAN}'|'${EDIT_NOT_BOOLEAN}']}\`; \`errors: {body: ['${CLAIM_BODY_NOT_OBJECT}']}\`; unknown fields`,
  })
  @NOT_FOUND
  @ApiConflictResponse({
    type: ClaimConflictDto,
    description: `${HELD}; a reviewed submission without \`edit: true\`: \`{detail: '${CLAIM_MESSAGES.notPending}'}\``,
  })
  claim(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
    @Body(ClaimBodyPipe) body: ClaimRequestDto,
  ): Promise<ClaimResponse> {
    return this.claims.claim(id, admin, {
      takeOver: body.take_over === true,
      edit: body.edit === true,
    });
  }

  @Delete()
  @ApiOperation({
    summary: "Release the caller's claim on a submission",
    description:
      "Done also when the caller holds none. Another admin's live claim is not released (take it over instead).",
  })
  @ID
  @ApiOkResponse({ type: ReleaseClaimResponseDto })
  @ApiBadRequestResponse({ description: BAD_ID })
  @NOT_FOUND
  @ApiConflictResponse({ type: ClaimConflictDto, description: HELD })
  async release(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
  ): Promise<ReleaseClaimResponse> {
    await this.claims.release(id, admin);
    return { message: CLAIM_MESSAGES.released };
  }
}
