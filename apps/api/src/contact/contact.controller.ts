import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { API_ROUTE_PATTERNS, MESSAGES, type ReplyResponse, type Submission, type SubmitResponse } from '@profileproof/contracts';
import { IdParam, INVALID_ID } from '../app/id-param';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ContactService, USER_SUBMISSIONS_CAP } from './contact.service';
import { REPLY_SENT, ReplyDto, ReplyResponseDto } from './dto/reply.dto';
import { LimitReachedResponseDto, SubmissionDto, SubmitDto, SubmitResponseDto } from './dto/submit.dto';
import { SUBMISSION_NOT_FOUND, SubmissionsService } from './submissions.service';

const ROUTES = API_ROUTE_PATTERNS.contact;

@ApiTags('contact')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@Controller()
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly submissions: SubmissionsService,
  ) {}

  @Post(ROUTES.submit)
  @Roles('user', 'admin')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Submit a LinkedIn profile for review (counts against the monthly quota)' })
  @ApiCreatedResponse({ type: SubmitResponseDto })
  @ApiBadRequestResponse({ description: '`{detail, errors: {linkedin_url|message: [message]}}`; unknown fields; malformed JSON' })
  @ApiForbiddenResponse({ type: LimitReachedResponseDto, description: "The month's quota is used up: nothing is stored" })
  submit(@CurrentUser() user: AuthenticatedUser, @Body() body: SubmitDto): Promise<SubmitResponse> {
    return this.contact.submit(user.id, body.linkedin_url, body.message ?? null);
  }

  @Get(ROUTES.userSubmissions)
  @ApiOperation({ summary: `The caller's own submissions, newest first (at most ${USER_SUBMISSIONS_CAP})` })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({ type: SubmissionDto, isArray: true })
  userSubmissions(@CurrentUser() user: AuthenticatedUser): Promise<Submission[]> {
    return this.contact.submissionsOf(user.id);
  }

  @Post(ROUTES.reply)
  @Roles('admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send (or re-send) the reply to a submission and mark it reviewed (admin)',
    description:
      'Stores the report text and the checklist with the scores the server computes (client-sent scores are ignored), ' +
      'and adds a version to the reply history: an edited reply keeps the earlier ones. No e-mail is sent: ' +
      "the reply appears in the customer's dashboard.",
  })
  @ApiParam({ name: 'id', type: Number, description: 'Submission id' })
  @ApiOkResponse({ type: ReplyResponseDto })
  @ApiBadRequestResponse({
    description: `\`{detail: 'Validation failed', errors: {reply|analysis|'analysis.<key>': [message]}}\` (a blank reply: '${MESSAGES.admin.generateAnalysisFirst}'); \`{detail: '${INVALID_ID}'}\``,
  })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: `\`{detail: '${SUBMISSION_NOT_FOUND}'}\`` })
  async reply(@CurrentUser() admin: AuthenticatedUser, @IdParam() id: number, @Body() body: ReplyDto): Promise<ReplyResponse> {
    const submission = await this.submissions.reply({ submissionId: id, adminId: admin.id, reply: body.reply, analysis: body.analysis });
    return { message: REPLY_SENT, submission };
  }
}
