import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  API_ROUTE_PATTERNS,
  DESK_MESSAGES,
  INVALID_ID,
  RATING_CHANGE_DAYS,
  SUBMISSION_NOT_FOUND,
  type SubmissionRating,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { IdParam } from '../../app/id-param';
import { CurrentUser, Roles } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { RatingRequestDto, SubmissionRatingDto } from './dto/rating.dto';
import { RatingsService } from './ratings.service';
import { Body } from '../../app/validation';

/** The customer rates the report of their reviewed submission. */
@ApiTags('contact')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@Controller()
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Post(API_ROUTE_PATTERNS.contact.rating)
  @Roles('user', 'admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Rate the current report of one's own reviewed submission (1–5, optional comment)",
    description:
      `Once per reply version: a re-opened and re-answered submission can be rated again. The rating can be changed ` +
      `(posted again) for ${RATING_CHANGE_DAYS} days after it was first given. A score of 1 or 2 reaches the admins live (\`rating.low\`).`,
  })
  @ApiParam({ name: 'id', type: Number, description: 'Submission id' })
  @ApiOkResponse({ type: SubmissionRatingDto })
  @ApiBadRequestResponse({
    description: `\`{detail: '${INVALID_ID}'}\`; \`{detail: '${VALIDATION_FAILED}', errors: {score|comment: [message]}}\`; unknown fields`,
  })
  @ApiNotFoundResponse({
    description: `Unknown, deleted or another user's submission: \`{detail: '${SUBMISSION_NOT_FOUND}'}\``,
  })
  @ApiConflictResponse({
    description: `Not reviewed: \`{detail: '${DESK_MESSAGES.ratingNotReviewed}'}\`; past the change window: \`{detail: '${DESK_MESSAGES.ratingLocked}'}\``,
  })
  rate(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: number,
    @Body() body: RatingRequestDto,
  ): Promise<SubmissionRating> {
    return this.ratings.rate(user.id, id, { score: body.score, comment: body.comment ?? null });
  }
}
