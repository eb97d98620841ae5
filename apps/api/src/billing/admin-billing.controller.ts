import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  type AdminBillingEvent,
  type AdminUserBilling,
  BILLING_MESSAGES,
  BILLING_ROUTE_PATTERNS,
  type BillingSyncResult,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
} from '@profileproof/contracts';
import { IdParam } from '../app/id-param';
import { Body, Query } from '../app/validation';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { AdminBillingService } from './admin-billing.service';
import {
  AdminBillingEventDto,
  AdminUserBillingDto,
  BillingSyncRequestDto,
  BillingSyncResultDto,
  BillingUserQueryDto,
} from './dto/billing.dto';

const NO_USER = `No account has this e-mail: \`{detail: '${SUBSCRIPTION_USER_NOT_FOUND_ERROR}'}\``;
const PROVIDER_DOWN = `The payment provider cannot be reached: 503 with Retry-After`;

/** Support's view of a user's billing and its actions (admins). */
@ApiTags('billing')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No, an invalid or an expired access token' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Roles('admin')
@Controller()
export class AdminBillingController {
  constructor(private readonly billing: AdminBillingService) {}

  @Get(BILLING_ROUTE_PATTERNS.adminUser)
  @ApiOperation({
    summary: "One user's grants, paid subscriptions, invoices and webhook events (admin)",
  })
  @ApiOkResponse({ type: AdminUserBillingDto })
  @ApiNotFoundResponse({ description: NO_USER })
  user(@Query() query: BillingUserQueryDto): Promise<AdminUserBilling> {
    return this.billing.userBilling(query.email);
  }

  @Post(BILLING_ROUTE_PATTERNS.adminSync)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sync one user with the provider now, or reconcile every customer (admin)',
    description: "`drift`: customers whose stored state differed from the provider's (now fixed).",
  })
  @ApiOkResponse({ type: BillingSyncResultDto })
  @ApiNotFoundResponse({ description: `${NO_USER}, or billing is off` })
  @ApiConflictResponse({ description: `\`{detail: '${BILLING_MESSAGES.noCustomer}'}\`` })
  @ApiServiceUnavailableResponse({ description: PROVIDER_DOWN })
  sync(@Body() body: BillingSyncRequestDto): Promise<BillingSyncResult> {
    return this.billing.syncNow(body.email);
  }

  @Post(BILLING_ROUTE_PATTERNS.adminReplay)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Process a stored webhook event again: syncs its customer (admin)' })
  @ApiParam({ name: 'id', type: Number, description: "The event's row id" })
  @ApiOkResponse({ type: AdminBillingEventDto })
  @ApiNotFoundResponse({ description: `\`{detail: '${BILLING_MESSAGES.eventNotFound}'}\`` })
  @ApiServiceUnavailableResponse({ description: PROVIDER_DOWN })
  replay(@IdParam() id: number): Promise<AdminBillingEvent> {
    return this.billing.replay(id);
  }

  @Post(BILLING_ROUTE_PATTERNS.adminRefund)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "End a user's paid subscription now and refund its latest payment (admin)",
    description:
      'The tier falls to the best remaining grant (an admin grant stays). Recorded in the audit log (`billing.refunded`).',
  })
  @ApiOkResponse({ type: AdminUserBillingDto })
  @ApiNotFoundResponse({ description: NO_USER })
  @ApiConflictResponse({ description: `\`{detail: '${BILLING_MESSAGES.noPaidSubscription}'}\`` })
  @ApiServiceUnavailableResponse({ description: PROVIDER_DOWN })
  refund(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: BillingUserQueryDto,
  ): Promise<AdminUserBilling> {
    return this.billing.refundAndEnd(body.email, admin);
  }
}
