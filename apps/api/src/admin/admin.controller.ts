import { Body, Controller, Delete, Get, Patch } from '@nestjs/common';
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
  type DeleteResponse,
  PENDING_QUEUE_CAP,
  type PendingListResponse,
  PROCESSED_PAGE_SIZE,
  type ProcessedListResponse,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '@profileproof/contracts';
import { IdParam, INVALID_ID } from '../app/id-param';
import { Roles } from '../auth/auth.decorators';
import { AdminSubmissionDetailDto } from '../contact/dto/admin-submission.dto';
import { ONLY_REVIEWED_DELETABLE, SUBMISSION_NOT_FOUND } from '../contact/submissions.service';
import { AdminService } from './admin.service';
import { PAGE_INVALID, PageQuery, STATUS_INVALID, StatusQuery } from './dto/admin-queries';
import {
  AdminStatsResponseDto,
  DeleteResponseDto,
  PendingListResponseDto,
  ProcessedListResponseDto,
  UpdateSubmissionDto,
} from './dto/admin.dto';

const ROUTES = API_ROUTE_PATTERNS.admin;
const ID = ApiParam({ name: 'id', type: Number, description: 'Submission id' });
const BAD_ID = `\`{detail: '${INVALID_ID}'}\``;
const NOT_FOUND = `\`{detail: '${SUBMISSION_NOT_FOUND}'}\``;
const CACHE_BUSTER = ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' });

/** The admin's review of submissions. Every route is for admins only (403 for other roles). */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  @Get(ROUTES.submissions)
  @ApiOperation({ summary: `The pending queue: unreviewed submissions, oldest first, at most ${PENDING_QUEUE_CAP}, each with its submitter's tier` })
  @ApiQuery({ name: 'status', required: false, enum: SUBMISSION_STATUSES, description: 'Omitted = pending' })
  @CACHE_BUSTER
  @ApiOkResponse({ type: PendingListResponseDto })
  @ApiBadRequestResponse({ description: `Another status: \`errors: {status: ['${STATUS_INVALID}']}\`` })
  pendingQueue(@StatusQuery() _status: SubmissionStatus): Promise<PendingListResponse> {
    return this.admin.pendingQueue();
  }

  @Get(ROUTES.submission)
  @ApiOperation({ summary: 'One submission with its tier and every reply sent for it (oldest first)' })
  @ID
  @ApiOkResponse({ type: AdminSubmissionDetailDto })
  @ApiBadRequestResponse({ description: BAD_ID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  detail(@IdParam() id: number): Promise<AdminSubmissionDetail> {
    return this.admin.detail(id);
  }

  @Patch(ROUTES.submission)
  @ApiOperation({
    summary: 'Mark a submission reviewed or pending',
    description: 'false puts it back in the pending queue and keeps its reply; true is allowed without a reply (spam, say).',
  })
  @ID
  @ApiOkResponse({ type: AdminSubmissionDetailDto })
  @ApiBadRequestResponse({ description: `${BAD_ID}; \`errors: {is_processed: [message]}\` (a strict boolean); unknown fields` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  update(@IdParam() id: number, @Body() body: UpdateSubmissionDto): Promise<AdminSubmissionDetail> {
    return this.admin.setProcessed(id, body.is_processed);
  }

  @Get(ROUTES.processed)
  @ApiOperation({
    summary: `Reviewed submissions, ${PROCESSED_PAGE_SIZE} per page, latest reply first`,
    description: 'A page past the last one answers the last page (`current_page` says which).',
  })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1; omitted = 1' })
  @CACHE_BUSTER
  @ApiOkResponse({ type: ProcessedListResponseDto })
  @ApiBadRequestResponse({ description: `\`errors: {page: ['${PAGE_INVALID}']}\`` })
  reviewedPage(@PageQuery() page: number): Promise<ProcessedListResponse> {
    return this.admin.reviewedPage(page);
  }

  @Delete(ROUTES.processedItem)
  @ApiOperation({ summary: 'Delete a reviewed submission and its replies' })
  @ID
  @ApiOkResponse({ type: DeleteResponseDto })
  @ApiBadRequestResponse({ description: BAD_ID })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: `Still pending: \`{detail: '${ONLY_REVIEWED_DELETABLE}'}\`` })
  deleteReviewed(@IdParam() id: number): Promise<DeleteResponse> {
    return this.admin.deleteReviewed(id);
  }

  @Get(ROUTES.stats)
  @ApiOperation({ summary: 'Dashboard statistics: counts, submissions per UTC day (30 days), average score, median reply time' })
  @ApiOkResponse({ type: AdminStatsResponseDto })
  statistics(): Promise<AdminStatsResponse> {
    return this.admin.statistics();
  }
}
