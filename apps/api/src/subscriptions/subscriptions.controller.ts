import { Controller, Get } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { API_ROUTE_PATTERNS, type SubscriptionResponse } from '@profileproof/contracts';
import { CurrentUser } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { SubscriptionResponseDto } from './dto/subscription-response.dto';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@ApiBearerAuth()
@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get(API_ROUTE_PATTERNS.auth.subscription)
  @ApiOperation({
    summary: "The caller's effective tier and this month's submission usage",
    description:
      'No subscription row = free (`source: default`); a row whose `end_date` is past = free (`expired: true`, its ' +
      '`end_date` and `subscription_id` still given); otherwise its tier. The quota counts the submissions created in ' +
      'the calendar month in UTC, deleted ones included (docs/product.md, Tiers and the monthly quota). Computed per ' +
      "request: an admin's change shows at once.",
  })
  @ApiQuery({ name: 't', required: false, description: 'Cache-buster: accepted and ignored' })
  @ApiOkResponse({ type: SubscriptionResponseDto })
  @ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
  subscription(@CurrentUser() user: AuthenticatedUser): Promise<SubscriptionResponse> {
    return this.subscriptions.subscriptionFor(user.id);
  }
}
