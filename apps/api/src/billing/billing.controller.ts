import { Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  BILLING_MESSAGES,
  BILLING_ROUTE_PATTERNS,
  type BillingMeResponse,
  type BillingPlansResponse,
  type BillingRedirect,
} from '@profileproof/contracts';
import { Body, Param } from '../app/validation';
import { CurrentUser, Public, Roles } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { BillingService } from './billing.service';
import {
  BillingMeResponseDto,
  BillingPlansResponseDto,
  BillingRedirectDto,
  CheckoutRequestDto,
} from './dto/billing.dto';
import type { WebhookRequest } from './webhook-body';

const DISABLED = `Billing is off (BILLING_PROVIDER unset): \`{detail: '${BILLING_MESSAGES.disabled}'}\``;
const PROVIDER_DOWN = `The payment provider cannot be reached: \`{detail: '${BILLING_MESSAGES.providerDown}'}\`, with Retry-After`;

/** Buying a plan (issue 40): the catalogue, the caller's billing, checkout, portal, webhooks. */
@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get(BILLING_ROUTE_PATTERNS.plans)
  @Public()
  @ApiOperation({
    summary: 'The plans sold online, at the prices the pricing page shows (cents)',
    description:
      'From `PLANS` of libs/contracts. `enabled` false: paid plans are assigned by the team.',
  })
  @ApiOkResponse({ type: BillingPlansResponseDto })
  plans(): BillingPlansResponse {
    return this.billing.plans();
  }

  @Get(BILLING_ROUTE_PATTERNS.me)
  @Roles('user', 'admin')
  @ApiBearerAuth()
  @ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
  @ApiOperation({
    summary: "The caller's tier, where it comes from, their paid subscription and invoices",
  })
  @ApiOkResponse({ type: BillingMeResponseDto })
  me(@CurrentUser() user: AuthenticatedUser): Promise<BillingMeResponse> {
    return this.billing.me(user.id);
  }

  @Post(BILLING_ROUTE_PATTERNS.checkout)
  @Roles('user')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
  @ApiOperation({
    summary: "The provider's payment page for a plan (customers)",
    description:
      'The server picks the price from the catalogue; any amount in the body is ignored. One customer per user at ' +
      'the provider, reused. The customer is synced with the provider first.',
  })
  @ApiOkResponse({ type: BillingRedirectDto })
  @ApiBadRequestResponse({ description: 'Unknown `plan` or `interval`' })
  @ApiNotFoundResponse({ description: DISABLED })
  @ApiConflictResponse({
    description: `A subscription is live: \`{detail: '${BILLING_MESSAGES.liveSubscription}'}\` (use the portal)`,
  })
  @ApiServiceUnavailableResponse({ description: PROVIDER_DOWN })
  checkout(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CheckoutRequestDto,
  ): Promise<BillingRedirect> {
    return this.billing.checkout(user, body.plan, body.interval);
  }

  @Post(BILLING_ROUTE_PATTERNS.portal)
  @Roles('user')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
  @ApiOperation({ summary: "The provider's page to manage payment method, plan and invoices" })
  @ApiOkResponse({ type: BillingRedirectDto })
  @ApiNotFoundResponse({ description: DISABLED })
  @ApiConflictResponse({
    description: `No billing account yet: \`{detail: '${BILLING_MESSAGES.noCustomer}'}\``,
  })
  @ApiServiceUnavailableResponse({ description: PROVIDER_DOWN })
  portal(@CurrentUser() user: AuthenticatedUser): Promise<BillingRedirect> {
    return this.billing.portal(user);
  }

  /**
   * The provider's webhooks: the raw body is verified against the signature (Stripe: and a
   * timestamp at most 5 minutes old); 400 stores nothing; 200 otherwise, at once (the sync runs
   * as a job). Not in the OpenAPI document: only the provider calls it.
   */
  @Post(BILLING_ROUTE_PATTERNS.webhook)
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiExcludeEndpoint()
  webhook(
    @Param('provider') provider: string,
    @Req() request: WebhookRequest,
  ): Promise<{ received: true }> {
    return this.billing.receiveWebhook(provider, request.rawBody, request.headers);
  }
}
