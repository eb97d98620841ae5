import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  CURSOR_INVALID,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_REUSED,
  INVALID_ID,
  PROFILE_ALREADY_PENDING,
  type Submission,
  SUBMISSION_NOT_FOUND,
  type SubmitResponse,
  USER_SUBMISSIONS_ARRAY_CAP,
  USER_SUBMISSIONS_LIMIT_INVALID,
  USER_SUBMISSIONS_PAGE_MAX,
  USER_SUBMISSIONS_PAGE_SIZE,
  type UserSubmissionsPage,
} from '@profileproof/contracts';
import { canonicalLinkedInProfileUrl } from '@profileproof/contracts/linkedin-url';
import type { FastifyReply } from 'fastify';
import { IdParam } from '../app/id-param';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { LiveEvents } from '../live-events/live-events.service';
import {
  LimitReachedResponseDto,
  SubmissionDto,
  SubmitDto,
  SubmitResponseDto,
  UserSubmissionsPageDto,
} from './dto/submit.dto';
import { type OwnPage, OwnPageQuery } from './dto/own-page-query';
import { SubmissionsService } from './submissions.service';
import { Body } from '../app/validation';

const ROUTES = API_ROUTE_PATTERNS.contact;

/** 1 to IDEMPOTENCY_KEY_MAX_LENGTH printable ASCII characters (a UUID, typically). */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The Idempotency-Key header: null when absent; 400 when empty, blank, too long or not printable ASCII. */
function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header) || !header.trim())
    throw new BadRequestException({ detail: IDEMPOTENCY_KEY_INVALID });
  return header;
}

/** The customer's routes: submit a profile, list one's own submissions (the admin's: admin/). */
@ApiTags('contact')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@Controller()
export class SubmissionsController {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly liveEvents: LiveEvents,
  ) {}

  @Post(ROUTES.submit)
  @Roles('user', 'admin')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Submit a LinkedIn profile for review (counts against the monthly quota)',
    description:
      'The link is stored in its canonical form `https://www.linkedin.com/in/<handle>/`. A profile the caller ' +
      'already has a pending submission of is not submitted again: 200 with `already_pending` and the pending ' +
      '`submission_id`, no quota used. With an `Idempotency-Key`, a repeat of the same request (canonical link and ' +
      'message) within 24 hours answers the first answer again (header `Idempotent-Replayed: true`) and stores nothing; ' +
      'a refusal (400, 403) is not stored, so a retry asks again. The link is validated before the quota (a refused one uses ' +
      'nothing; the link rules: docs/product.md, One profile, one canonical link). The quota is counted and the row inserted ' +
      "under a lock of the user's row: concurrent submits, on any instance, never exceed it.",
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description: `One value per form submission (a UUID), kept across retries; 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters, per user`,
  })
  @ApiCreatedResponse({ type: SubmitResponseDto, description: 'Stored: a new submission' })
  @ApiOkResponse({
    type: SubmitResponseDto,
    description: `The caller's submission of this profile is still pending: \`{message: '${PROFILE_ALREADY_PENDING}', limit_reached, submission_id, already_pending: true}\`; nothing stored`,
  })
  @ApiBadRequestResponse({
    description:
      '`{detail, errors: {linkedin_url|message: [message]}}`; unknown fields; malformed JSON; an invalid Idempotency-Key `{detail}`',
  })
  @ApiForbiddenResponse({
    type: LimitReachedResponseDto,
    description: "The month's quota is used up: nothing is stored",
  })
  @ApiUnprocessableEntityResponse({
    description: `The Idempotency-Key was used with another request: \`{detail: '${IDEMPOTENCY_KEY_REUSED}'}\`; nothing stored`,
  })
  async submit(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SubmitDto,
    @Headers(IDEMPOTENCY_KEY_HEADER.toLowerCase()) keyHeader: string | string[] | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubmitResponse> {
    const key = idempotencyKeyOf(keyHeader);
    // The DTO accepted it, so it has a canonical form.
    const linkedinUrl = canonicalLinkedInProfileUrl(body.linkedin_url) ?? body.linkedin_url;
    const outcome = await this.submissions.submit(user.id, linkedinUrl, body.message ?? null, key);
    reply.status(outcome.status);
    if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
    if (outcome.created) {
      await this.liveEvents.publish(
        { type: 'submission.created', id: outcome.id },
        { ownerId: user.id },
      );
    }
    return outcome.answer;
  }

  @Get(ROUTES.userSubmissions)
  @ApiOperation({
    summary: "The caller's own submissions, newest first",
    description:
      `Without \`limit\` or \`cursor\`: the spec's array, the newest ${USER_SUBMISSIONS_ARRAY_CAP}. With either: \`{submissions, next_cursor}\`, ` +
      `a page of \`limit\` (default ${USER_SUBMISSIONS_PAGE_SIZE}, at most ${USER_SUBMISSIONS_PAGE_MAX}) past \`cursor\` (the \`next_cursor\` ` +
      'of the page before; none = the newest), along (created_at, id): every page is reachable, and a walk from the first ' +
      'page shows each submission once (one made meanwhile appears on a new first page; a deleted one is gone).',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: Number,
    description: `1 to ${USER_SUBMISSIONS_PAGE_MAX}: answer a page`,
  })
  @ApiQuery({
    name: 'cursor',
    required: false,
    description: '`next_cursor` of the previous page (opaque)',
  })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({
    type: SubmissionDto,
    isArray: true,
    description: 'Without `limit` and `cursor`; with either, `UserSubmissionsPageDto`',
  })
  @ApiExtraModels(UserSubmissionsPageDto)
  @ApiBadRequestResponse({
    description: `\`errors: {limit: ['${USER_SUBMISSIONS_LIMIT_INVALID}']}\` or \`{cursor: ['${CURSOR_INVALID}']}\``,
  })
  userSubmissions(
    @CurrentUser() user: AuthenticatedUser,
    @OwnPageQuery() page: OwnPage | null,
  ): Promise<Submission[] | UserSubmissionsPage> {
    if (page === null) return this.submissions.submissionsOf(user.id);
    return this.submissions.submissionsPage(user.id, page.cursor, page.limit);
  }

  @Get(ROUTES.ownSubmission)
  @Roles('user', 'admin')
  @ApiOperation({ summary: "One of the caller's own submissions, as their list gives it" })
  @ApiParam({ name: 'id', type: Number, description: 'Submission id' })
  @ApiOkResponse({ type: SubmissionDto })
  @ApiBadRequestResponse({ description: `\`{detail: '${INVALID_ID}'}\`` })
  @ApiNotFoundResponse({
    description: `A missing, deleted or another user's submission: \`{detail: '${SUBMISSION_NOT_FOUND}'}\``,
  })
  ownSubmission(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: number,
  ): Promise<Submission> {
    return this.submissions.ownSubmission(user.id, id);
  }
}
