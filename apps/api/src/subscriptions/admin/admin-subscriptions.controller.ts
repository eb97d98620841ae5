import { Controller, Delete, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type AdminSubscriptionListResponse,
  type AdminSubscriptionMutationResponse,
  API_ROUTE_PATTERNS,
  SUBSCRIPTION_NOT_FOUND_ERROR,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
  SUBSCRIPTIONS_TABLE_MISSING_ERROR,
} from '@profileproof/contracts';
import { SuccessEnvelope } from '../../app/success-envelope';
import { CurrentUser, Roles } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import {
  AdminSubscriptionErrorDto,
  AssignSubscriptionDto,
  DeleteSubscriptionQueryDto,
  SubscriberListResponseDto,
  SubscriberMutationResponseDto,
} from './admin-subscription.dto';
import { SubscribersService } from './subscribers.service';
import { Body, Query } from '../../app/validation';

const TABLE_MISSING = {
  type: AdminSubscriptionErrorDto,
  description: `The subscriptions table is missing: \`error\` = '${SUBSCRIPTIONS_TABLE_MISSING_ERROR}'`,
};

/** Admin management of subscriptions. Every refusal carries `{success: false, error, detail}` (see SuccessEnvelope). */
@ApiTags('subscriptions')
@ApiBearerAuth()
@ApiExtraModels(AdminSubscriptionErrorDto)
@ApiUnauthorizedResponse({
  type: AdminSubscriptionErrorDto,
  description: 'No, an invalid or an expired access token',
})
@ApiForbiddenResponse({ type: AdminSubscriptionErrorDto, description: 'Not an admin' })
@ApiServiceUnavailableResponse(TABLE_MISSING)
@Roles('admin')
@Controller(API_ROUTE_PATTERNS.admin.userSubscription)
export class AdminSubscriptionsController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Get()
  @SuccessEnvelope()
  @ApiOperation({
    summary: 'Every subscription with its user e-mail, most recently changed first (admin)',
    description:
      'Expired ones too, with their end date; each row carries `two_step_enabled`. Every refusal of these three routes ' +
      '(401 and 403 included) carries `{success: false, error, detail}`.',
  })
  @ApiOkResponse({ type: SubscriberListResponseDto })
  async list(): Promise<AdminSubscriptionListResponse> {
    return { success: true, data: await this.subscribers.list() };
  }

  @Post()
  @SuccessEnvelope()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Assign a tier to a user by e-mail, for some days or unlimited; replaces the user's subscription (admin)",
    description:
      '`tier` is trimmed and case-insensitive; `valid_for_days` omitted or null = unlimited, else `end_date` = now + days ' +
      '× 24 h. One row per user: assigning again replaces its tier, end date and assigning admin, and moves it to the top ' +
      'of the list. Recorded in the audit log (`subscription.assigned`).',
  })
  @ApiOkResponse({ type: SubscriberMutationResponseDto })
  @ApiBadRequestResponse({
    type: AdminSubscriptionErrorDto,
    description: 'Validation: `errors: {email|tier|valid_for_days: [message]}`',
  })
  @ApiNotFoundResponse({
    type: AdminSubscriptionErrorDto,
    description: `No account has this e-mail: '${SUBSCRIPTION_USER_NOT_FOUND_ERROR}'`,
  })
  async assign(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: AssignSubscriptionDto,
  ): Promise<AdminSubscriptionMutationResponse> {
    const data = await this.subscribers.assign({
      email: body.email,
      tier: body.tier,
      validForDays: body.valid_for_days ?? null,
      admin,
    });
    return { success: true, data };
  }

  @Delete()
  @SuccessEnvelope()
  @ApiOperation({
    summary: "Remove a user's subscription: the user is on the free tier again (admin)",
    description: 'Recorded in the audit log (`subscription.removed`).',
  })
  @ApiOkResponse({ type: SubscriberMutationResponseDto, description: '`{success: true}`' })
  @ApiBadRequestResponse({
    type: AdminSubscriptionErrorDto,
    description: 'Missing or invalid `email`',
  })
  @ApiNotFoundResponse({
    type: AdminSubscriptionErrorDto,
    description: `'${SUBSCRIPTION_USER_NOT_FOUND_ERROR}' or '${SUBSCRIPTION_NOT_FOUND_ERROR}'`,
  })
  async remove(
    @CurrentUser() admin: AuthenticatedUser,
    @Query() query: DeleteSubscriptionQueryDto,
  ): Promise<AdminSubscriptionMutationResponse> {
    await this.subscribers.remove(query.email, admin);
    return { success: true };
  }
}
