import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { API_ROUTE_PATTERNS, type Submission, type SubmitResponse } from '@profileproof/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { LiveEvents } from '../live-events/live-events.service';
import {
  LimitReachedResponseDto,
  SubmissionDto,
  SubmitDto,
  SubmitResponseDto,
} from './dto/submit.dto';
import { SubmissionsService } from './submissions.service';
import { USER_SUBMISSIONS_CAP } from './submissions.sql';
import { Body } from '../app/validation';

const ROUTES = API_ROUTE_PATTERNS.contact;

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
  })
  @ApiCreatedResponse({ type: SubmitResponseDto })
  @ApiBadRequestResponse({
    description:
      '`{detail, errors: {linkedin_url|message: [message]}}`; unknown fields; malformed JSON',
  })
  @ApiForbiddenResponse({
    type: LimitReachedResponseDto,
    description: "The month's quota is used up: nothing is stored",
  })
  async submit(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SubmitDto,
  ): Promise<SubmitResponse> {
    const { id, answer } = await this.submissions.submit(
      user.id,
      body.linkedin_url,
      body.message ?? null,
    );
    await this.liveEvents.publish({ type: 'submission.created', id }, { ownerId: user.id });
    return answer;
  }

  @Get(ROUTES.userSubmissions)
  @ApiOperation({
    summary: `The caller's own submissions, newest first (at most ${USER_SUBMISSIONS_CAP})`,
  })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({ type: SubmissionDto, isArray: true })
  userSubmissions(@CurrentUser() user: AuthenticatedUser): Promise<Submission[]> {
    return this.submissions.submissionsOf(user.id);
  }
}
