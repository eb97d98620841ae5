import { Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  INVALID_ID,
  PROFILE_HISTORY_MAX_PROFILES,
  PROFILE_HISTORY_MAX_REVIEWS,
  type ProfileHistoryResponse,
  REPORT_TODO_MESSAGES,
  type ReportTodoResponse,
  SUBMISSION_NOT_FOUND,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { IdParam } from '../../app/id-param';
import { Body } from '../../app/validation';
import { CurrentUser, Roles } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import {
  ProfileHistoryResponseDto,
  ReportTodoResponseDto,
  ReportTodoUpdateDto,
} from './dto/report.dto';
import { ReportService } from './report.service';

const ROUTES = API_ROUTE_PATTERNS.contact;

const NOT_FOUND = `A missing, deleted or another user's submission (whoever asks, an admin too): \`{detail: '${SUBMISSION_NOT_FOUND}'}\``;

/** The customer's structured report (issue 39): its to-do list, and the progress across reviews. */
@ApiTags('contact')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@Controller()
export class ReportController {
  constructor(private readonly report: ReportService) {}

  @Get(ROUTES.todo)
  @Roles('user', 'admin')
  @ApiOperation({
    summary: "The to-do list of one's own submission's report, with one's ticks",
    description:
      "The items of the current reply version's checklist (libs/analysis `todoItems`), highest impact first, each " +
      'with whether the owner ticked it on that version. A re-sent report is a new version: its list starts unticked. ' +
      '`reply_id` null and no items while the submission is pending (never reviewed, or re-opened) or when its reply ' +
      'has no checklist (sent with `analysis: {}`).',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Submission id' })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({ type: ReportTodoResponseDto })
  @ApiBadRequestResponse({ description: `\`{detail: '${INVALID_ID}'}\`` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  todo(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<ReportTodoResponse> {
    return this.report.todo(user.id, id);
  }

  @Put(ROUTES.todo)
  @Roles('user', 'admin')
  @ApiOperation({
    summary: 'Tick or untick one item of the to-do list',
    description:
      'Idempotent: ticking a ticked item keeps its first `done_at`; unticking an unticked one changes nothing. ' +
      'Answers the list after the change. Nothing changes on a refusal.',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Submission id' })
  @ApiOkResponse({ type: ReportTodoResponseDto })
  @ApiBadRequestResponse({
    description:
      `\`{detail: '${INVALID_ID}'}\`; \`{detail: '${VALIDATION_FAILED}', errors: {reply_id|item|done: [message]}}\` ` +
      `(an item not on the list: \`errors: {item: ['${REPORT_TODO_MESSAGES.itemUnknown}']}\`); unknown fields`,
  })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    description: `\`reply_id\` is not the current reply version (re-sent or re-opened since): \`{detail: '${REPORT_TODO_MESSAGES.stale}'}\``,
  })
  setTodo(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: number,
    @Body() body: ReportTodoUpdateDto,
  ): Promise<ReportTodoResponse> {
    return this.report.setTodo(user.id, id, {
      reply_id: body.reply_id,
      item: body.item,
      done: body.done,
    });
  }

  @Get(ROUTES.profiles)
  @Roles('user', 'admin')
  @ApiOperation({
    summary: "The caller's progress across reviews, per profile",
    description:
      "The caller's reviewed, non-deleted submissions whose current reply has a checklist (stored scores), grouped by " +
      'the stored (canonical) profile link; reviews oldest first, profiles by their latest review, newest first. ' +
      `At most ${PROFILE_HISTORY_MAX_PROFILES} profiles (the most recently reviewed) and the latest ` +
      `${PROFILE_HISTORY_MAX_REVIEWS} reviews of each. Pending and deleted submissions and replies without a checklist are left out.`,
  })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({ type: ProfileHistoryResponseDto })
  profiles(@CurrentUser() user: AuthenticatedUser): Promise<ProfileHistoryResponse> {
    return this.report.profiles(user.id);
  }
}
