import { Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type AdminStatsResponse,
  type AdminSubmissionDetail,
  API_ROUTE_PATTERNS,
  AS_OF_INVALID,
  CLAIM_MESSAGES,
  CURSOR_INVALID,
  type DeleteResponse,
  type DeskFilters,
  EXPORT_FROM_INVALID,
  EXPORT_RANGE_REVERSED,
  EXPORT_TO_INVALID,
  FILTERED_COUNT_CAP,
  INVALID_ID,
  LIMIT_INVALID,
  MEDIAN_REPLY_SAMPLE,
  MESSAGES,
  ONLY_REVIEWED_DELETABLE,
  PAGE_INVALID,
  PENDING_PAGE_SIZE,
  PENDING_QUEUE_CAP,
  type PendingListResponse,
  PLACEHOLDER_MESSAGES,
  PROCESSED_PAGE_SIZE,
  type ProcessedListResponse,
  REPLY_MESSAGES,
  REPLY_SENT,
  type ReplyResponse,
  STATUS_INVALID,
  SUBMISSION_DELETED,
  SUBMISSION_NOT_FOUND,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  TIME_ZONE_INVALID,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { IdParam } from '../app/id-param';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AdminSubmissionDetailDto } from './dto/admin-submission.dto';
import { ClaimConflictDto } from './dto/claim.dto';
import { ReplyDto, ReplyResponseDto } from './dto/reply.dto';
import {
  CACHE_BUSTER,
  FILTER_ERRORS,
  LimitQuery,
  PendingFiltersQuery,
  ReviewedFiltersQuery,
  SEARCH_QUERY,
  StatusQuery,
  TIER_QUERY,
} from './dto/review-queries';
import {
  AdminStatsResponseDto,
  DeleteResponseDto,
  PendingListResponseDto,
  ProcessedListResponseDto,
  UpdateSubmissionDto,
} from './dto/review.dto';
import { ReviewedWalkQuery, type Walk } from '../app/walk-query';
import { AS_OF_QUERY, CURSOR_QUERY } from '../app/walk.dto';
import { ReviewStatsService, STATS_DAYS } from './stats/review-stats.service';
import { ReviewListsService } from './lists/review-lists.service';
import { ReviewService } from './review/review.service';
import { TimeZoneQuery } from './stats/viewer-zone';
import { Body } from '../app/validation';

const ROUTES = API_ROUTE_PATTERNS.admin;
const ID = ApiParam({ name: 'id', type: Number, description: 'Submission id' });
const BAD_ID = `\`{detail: '${INVALID_ID}'}\``;
const NOT_FOUND = `\`{detail: '${SUBMISSION_NOT_FOUND}'}\``;
/**
 * The admin's review of submissions: /api/admin/* and the reply, which the spec places under
 * /api/contact/. Every route is for admins only (403 for other roles).
 */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class AdminSubmissionsController {
  constructor(
    private readonly review: ReviewService,
    private readonly lists: ReviewListsService,
    private readonly stats: ReviewStatsService,
  ) {}

  @Get(ROUTES.submissions)
  @ApiOperation({
    summary:
      "The pending queue: unreviewed submissions, earliest due first, then oldest, each with its submitter's tier and due time",
    description:
      `The first \`limit\` (default ${PENDING_PAGE_SIZE}, at most ${PENDING_QUEUE_CAP}) in the queue's order: \`due_by\` (creation ` +
      "time plus the owner's reply window at submission), then age; the admin console asks for more as the admin goes. " +
      'Filters narrow the queue and keep its order.',
  })
  @SEARCH_QUERY
  @TIER_QUERY
  @ApiQuery({
    name: 'overdue',
    required: false,
    enum: ['true', 'false'],
    description: 'true: only those past their due time now',
  })
  @ApiQuery({
    name: 'status',
    required: false,
    enum: SUBMISSION_STATUSES,
    description: 'Omitted = pending',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: Number,
    description: `1 to ${PENDING_QUEUE_CAP}; omitted = ${PENDING_PAGE_SIZE}`,
  })
  @CACHE_BUSTER
  @ApiOkResponse({ type: PendingListResponseDto })
  @ApiBadRequestResponse({
    description: `Another status: \`errors: {status: ['${STATUS_INVALID}']}\`; a bad limit: \`errors: {limit: ['${LIMIT_INVALID}']}\`; ${FILTER_ERRORS}; overdue other than true or false`,
  })
  async pendingQueue(
    @StatusQuery() _status: SubmissionStatus,
    @LimitQuery() limit: number,
    @PendingFiltersQuery() filters: DeskFilters,
  ): Promise<PendingListResponse> {
    return { submissions: await this.lists.pendingQueue(limit, filters) };
  }

  @Get(ROUTES.submission)
  @ApiOperation({
    summary: 'One submission with its tier and every reply sent for it (oldest first)',
    description:
      '`reply_history`: `{reply, form_data, sent_at, sent_by}` per version, `sent_by` the e-mail of the admin who sent it ' +
      '(null once that account is gone).',
  })
  @ID
  @ApiOkResponse({ type: AdminSubmissionDetailDto })
  @ApiBadRequestResponse({ description: BAD_ID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  detail(@IdParam() id: number): Promise<AdminSubmissionDetail> {
    return this.review.detail(id);
  }

  @Patch(ROUTES.submission)
  @ApiOperation({
    summary: 'Mark a submission reviewed or pending',
    description:
      'false puts it back in the pending queue and keeps its reply; true is allowed without a reply (spam, say), and ' +
      'drops its claim. A change is recorded in the audit log (`submission.reopened`, `submission.marked_reviewed`).',
  })
  @ID
  @ApiOkResponse({ type: AdminSubmissionDetailDto })
  @ApiBadRequestResponse({
    description: `${BAD_ID}; \`errors: {is_processed: [message]}\` (a strict boolean); unknown fields`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  update(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
    @Body() body: UpdateSubmissionDto,
  ): Promise<AdminSubmissionDetail> {
    return this.review.setProcessed(id, body.is_processed, admin);
  }

  @Get(ROUTES.processed)
  @ApiOperation({
    summary: `Reviewed submissions, ${PROCESSED_PAGE_SIZE} per page, latest reply first`,
    description:
      'Read as the list stood at `as_of` (the answer says which instant; a walk starts now): paging from page 1 with ' +
      'the same `as_of` (or the cursors) shows every row of the list then exactly once, less those deleted since, whatever ' +
      'is sent or edited meanwhile (an edited reply keeps its place in the walk; a first reply since waits for a new walk). ' +
      'A page past the last one answers the last page (`current_page` says which). Unfiltered, `total_count` is exact; any ' +
      'page, the last of a million rows included, costs about what the first does (counted tallies, then a seek along the ' +
      `index). With filters, the matches are counted up to ${FILTERED_COUNT_CAP} (\`count_capped\` when there are more).`,
  })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1; omitted = 1' })
  @AS_OF_QUERY
  @CURSOR_QUERY
  @SEARCH_QUERY
  @TIER_QUERY
  @ApiQuery({
    name: 'from',
    required: false,
    description: 'First day (of the zone `tz`) of the reply date, YYYY-MM-DD (included)',
  })
  @ApiQuery({
    name: 'to',
    required: false,
    description: 'Last day (of the zone `tz`) of the reply date, YYYY-MM-DD (included)',
  })
  @ApiQuery({
    name: 'tz',
    required: false,
    example: 'America/Los_Angeles',
    description: "The viewer's IANA time zone, whose days `from` and `to` are; omitted = UTC",
  })
  @CACHE_BUSTER
  @ApiOkResponse({ type: ProcessedListResponseDto })
  @ApiBadRequestResponse({
    description: `\`errors: {page: ['${PAGE_INVALID}']}\`, \`{as_of: ['${AS_OF_INVALID}']}\` or \`{cursor: ['${CURSOR_INVALID}']}\`; ${FILTER_ERRORS}; \`errors: {from: ['${EXPORT_FROM_INVALID}']}\`, \`errors: {to: ['${EXPORT_TO_INVALID}']}\` or \`['${EXPORT_RANGE_REVERSED}']\`; an unknown zone: \`errors: {tz: ['${TIME_ZONE_INVALID}']}\``,
  })
  reviewedPage(
    @ReviewedWalkQuery() walk: Walk,
    @ReviewedFiltersQuery() filters: DeskFilters,
  ): Promise<ProcessedListResponse> {
    return this.lists.reviewedPage(walk, filters);
  }

  @Delete(ROUTES.processedItem)
  @ApiOperation({
    summary: 'Delete a reviewed submission and its replies',
    description:
      "Only a reviewed one (a pending one is the customer's open request). A soft delete, final for everyone: the reply, " +
      "the checklist, the scores and the customer's message are erased and the reply versions deleted; the row stays, " +
      "and still counts in its month's quota. From then on it is in no list nor statistic, and every route answers 404. " +
      "Recorded in the audit log (`submission.deleted`, with the owner's e-mail).",
  })
  @ID
  @ApiOkResponse({ type: DeleteResponseDto })
  @ApiBadRequestResponse({ description: BAD_ID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: `Still pending: \`{detail: '${ONLY_REVIEWED_DELETABLE}'}\`` })
  async deleteReviewed(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
  ): Promise<DeleteResponse> {
    await this.review.deleteReviewed(id, admin);
    return { message: SUBMISSION_DELETED };
  }

  @Get(ROUTES.stats)
  @ApiOperation({
    summary:
      "Dashboard statistics: counts, submissions per day of the viewer's zone (30 days), average score, median reply time",
    description:
      '`pending_count`, `reviewed_count`: submissions waiting for a review, and reviewed. `submissions_per_day`: submissions ' +
      `created on each day of the zone \`tz\` (UTC without it) of the last ${STATS_DAYS} days, today included, oldest first. \`average_quality_score\`: the mean ` +
      'profile score of reviewed submissions that have one (null when none has). `median_reply_hours`: the median hours from ' +
      `submission to its current reply over the latest ${MEDIAN_REPLY_SAMPLE} replies (null without any). Deleted submissions ` +
      'count in none. Kept by the database as submissions change: the answer costs the same at any number of submissions ' +
      "(in a zone other than UTC, the days are counted from the window's submissions: the tallies are per UTC day).",
  })
  @ApiQuery({
    name: 'tz',
    required: false,
    example: 'America/Los_Angeles',
    description:
      "The viewer's IANA time zone, whose days `submissions_per_day` counts; omitted = UTC",
  })
  @ApiOkResponse({ type: AdminStatsResponseDto })
  @ApiBadRequestResponse({
    description: `An unknown zone: \`errors: {tz: ['${TIME_ZONE_INVALID}']}\``,
  })
  statistics(@TimeZoneQuery() zone: string): Promise<AdminStatsResponse> {
    return this.stats.statistics(new Date(), zone);
  }

  @Post(API_ROUTE_PATTERNS.contact.reply)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send (or re-send) the reply to a submission and mark it reviewed (admin)',
    description:
      'Stores the report text and the checklist with the scores the server computes (client-sent scores are ignored), ' +
      'and adds a version to the reply history: an edited reply keeps the earlier ones. No e-mail is sent: ' +
      "the reply appears in the customer's dashboard. Recorded in the audit log (`reply.sent`, or `reply.resent` when it had a " +
      'reply); drops the claim. `base_version` (optional, like If-Match) is the `reply_version` the draft was opened at; ' +
      "the spec's payload `{reply, analysis}` has none and skips that check. Refused (409, nothing stored) " +
      'when `base_version` is sent and another reply was sent since (stale, whoever holds the claim), while another admin holds a live claim, and for a ' +
      'reviewed submission unless the caller holds its edit claim (`edit: true`). A report still holding a `{placeholder}` is a 400.',
  })
  @ID
  @ApiOkResponse({ type: ReplyResponseDto })
  @ApiBadRequestResponse({
    description: `\`{detail: '${VALIDATION_FAILED}', errors: {reply|analysis|base_version|'analysis.<key>': [message]}}\` (a blank reply: '${MESSAGES.admin.generateAnalysisFirst}'; a \`{placeholder}\` left: '${PLACEHOLDER_MESSAGES.inReport(['{first_name}'])}'); ${BAD_ID}`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    type: ClaimConflictDto,
    description:
      `A stale base version: \`{detail: '${REPLY_MESSAGES.stale}', reply_version}\`; another admin's live claim: ` +
      `\`{detail: '${CLAIM_MESSAGES.heldByAnother}', claimed_by, claimed_until}\`; a reviewed submission without the caller's edit claim: ` +
      `\`{detail: '${REPLY_MESSAGES.editRequired}'}\``,
  })
  async reply(
    @CurrentUser() admin: AuthenticatedUser,
    @IdParam() id: number,
    @Body() body: ReplyDto,
  ): Promise<ReplyResponse> {
    const submission = await this.review.reply({
      submissionId: id,
      admin,
      reply: body.reply,
      analysis: body.analysis,
      baseVersion: body.base_version,
    });
    return { message: REPLY_SENT, submission };
  }
}
