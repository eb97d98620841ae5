import { Controller, Get } from '@nestjs/common';
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
  INVALID_ID,
  QUEUE_MESSAGES,
  type QueuePosition,
  SUBMISSION_NOT_FOUND,
} from '@profileproof/contracts';
import { IdParam } from '../app/id-param';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { QueuePositionDto } from './dto/queue-position.dto';
import { QueuePositionService } from './queue-position.service';

/** The customer's view of the review queue: where their pending submission stands. */
@ApiTags('contact')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@Controller()
export class QueuePositionController {
  constructor(private readonly queue: QueuePositionService) {}

  @Get(API_ROUTE_PATTERNS.contact.queue)
  @Roles('user', 'admin')
  @ApiOperation({
    summary:
      "Where the caller's pending submission stands in the review queue, and when a reply can be expected",
    description:
      'The queue is served earliest due first, then oldest, then by id, as the admin queue lists it: each submission is ' +
      "due its creation time plus its owner's reply window at submission (Free 24 h, Basic 4 h, Premium 1 h by default), " +
      'so a Premium submission made after a Free one is usually ahead of it; `ahead` counts the pending submissions ' +
      'before this one in that order. `expected_reply_by`: now plus one review (the recent median reply time, at least ' +
      "15 minutes) for this submission and each ahead of it, rounded up to 15 minutes and never past the submission's " +
      'promise (`due_by`); without any reply yet, the promise. Past the promise, `late` is true and `expected_reply_by` ' +
      'stays the promise. `in_review`: an admin holds a live claim on it.',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Submission id' })
  @ApiOkResponse({ type: QueuePositionDto })
  @ApiBadRequestResponse({ description: `\`{detail: '${INVALID_ID}'}\`` })
  @ApiNotFoundResponse({
    description: `A missing, deleted or another user's submission: \`{detail: '${SUBMISSION_NOT_FOUND}'}\``,
  })
  @ApiConflictResponse({
    description: `Already reviewed: \`{detail: '${QUEUE_MESSAGES.alreadyReviewed}'}\``,
  })
  position(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<QueuePosition> {
    return this.queue.positionOf(id, user.id);
  }
}
