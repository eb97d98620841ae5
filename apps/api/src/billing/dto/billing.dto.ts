import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BILLING_EVENT_STATES,
  BILLING_INTERVALS,
  BILLING_PROVIDERS,
  BILLING_STATES,
  type BillingEventState,
  type BillingInterval,
  type BillingProviderName,
  type BillingState,
  GRANT_SOURCES,
  type GrantSource,
  PURCHASABLE_PLAN_IDS,
  type PurchasablePlanId,
  type Tier,
  TIERS,
} from '@profileproof/contracts';
import { Allow, IsIn, IsOptional } from 'class-validator';
import { AccountEmail } from '../../auth/dto/account-fields';
import { SubscriptionUsageDto } from '../../subscriptions/dto/subscription-response.dto';

const PLAN_INVALID = `plan must be one of: ${PURCHASABLE_PLAN_IDS.join(', ')}`;
const INTERVAL_INVALID = `interval must be one of: ${BILLING_INTERVALS.join(', ')}`;

/** POST /api/billing/checkout: the plan and interval; the price is the server's (any amount sent is ignored). */
export class CheckoutRequestDto {
  @ApiProperty({ enum: PURCHASABLE_PLAN_IDS })
  @IsIn(PURCHASABLE_PLAN_IDS, { message: PLAN_INVALID })
  plan!: PurchasablePlanId;

  @ApiProperty({ enum: BILLING_INTERVALS })
  @IsIn(BILLING_INTERVALS, { message: INTERVAL_INVALID })
  interval!: BillingInterval;

  // A price a client sends is accepted and never read: the catalogue decides what is charged.
  @ApiPropertyOptional({ description: "Ignored: the server charges the catalogue's price" })
  @Allow()
  amount?: unknown;

  @ApiPropertyOptional({ description: 'Ignored, as `amount`' })
  @Allow()
  price?: unknown;

  @ApiPropertyOptional({ description: 'Ignored, as `amount`' })
  @Allow()
  currency?: unknown;
}

export class BillingRedirectDto {
  @ApiProperty({ description: "The provider's page to send the browser to" })
  url!: string;
}

export class BillingPriceDto {
  @ApiProperty({ enum: BILLING_INTERVALS })
  interval!: BillingInterval;

  @ApiProperty({ description: 'Cents charged each interval' })
  amount!: number;

  @ApiProperty({ description: "Cents per month (the pricing page's figure)" })
  per_month!: number;

  @ApiProperty({ example: 'usd' })
  currency!: string;
}

export class BillingPlanDto {
  @ApiProperty({ enum: PURCHASABLE_PLAN_IDS })
  id!: PurchasablePlanId;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: TIERS })
  tier!: Tier;

  @ApiProperty({ type: BillingPriceDto, isArray: true })
  prices!: BillingPriceDto[];
}

export class BillingPlansResponseDto {
  @ApiProperty({
    description: 'false when BILLING_PROVIDER is unset: paid plans are assigned by the team',
  })
  enabled!: boolean;

  @ApiProperty({ enum: BILLING_PROVIDERS, nullable: true, type: String })
  provider!: BillingProviderName | null;

  @ApiProperty({ type: BillingPlanDto, isArray: true })
  plans!: BillingPlanDto[];
}

export class BillingInvoiceDto {
  @ApiProperty({ description: "The provider's id" })
  id!: string;

  @ApiProperty({ description: 'Cents charged' })
  amount!: number;

  @ApiProperty({ description: 'Cents refunded so far' })
  refunded_amount!: number;

  @ApiProperty({ example: 'usd' })
  currency!: string;

  @ApiProperty({ description: "The provider's status: paid, open, void…" })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class BillingMeResponseDto {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ enum: BILLING_PROVIDERS, nullable: true, type: String })
  provider!: BillingProviderName | null;

  @ApiProperty({ enum: TIERS, description: 'The tier in force: the highest grant' })
  tier!: Tier;

  @ApiProperty({
    enum: GRANT_SOURCES,
    nullable: true,
    type: String,
    description: 'Where the tier comes from; null on the free tier',
  })
  source!: GrantSource | null;

  @ApiProperty({
    enum: BILLING_STATES,
    nullable: true,
    type: String,
    description: "The latest paid subscription's state; null without one",
  })
  state!: BillingState | null;

  @ApiProperty({ enum: PURCHASABLE_PLAN_IDS, nullable: true, type: String })
  plan!: PurchasablePlanId | null;

  @ApiProperty({ enum: BILLING_INTERVALS, nullable: true, type: String })
  interval!: BillingInterval | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the paid period renews, or ends when canceling',
  })
  current_period_end!: string | null;

  @ApiProperty()
  cancel_at_period_end!: boolean;

  @ApiProperty({ description: 'A payment failed (past due): the tier is kept while it is fixed' })
  payment_problem!: boolean;

  @ApiProperty({ type: SubscriptionUsageDto })
  usage!: SubscriptionUsageDto;

  @ApiProperty({ type: BillingInvoiceDto, isArray: true, description: 'Newest first, at most 50' })
  invoices!: BillingInvoiceDto[];
}

export class WebhookAnswerDto {
  @ApiProperty({ example: true })
  received!: true;
}

/** A query or body naming a user by e-mail (admin). */
export class BillingUserQueryDto {
  @AccountEmail()
  email!: string;
}

/** POST /api/admin/billing/sync/: one user, or every customer without `email`. */
export class BillingSyncRequestDto {
  @ApiPropertyOptional({ description: 'Omitted: a reconciliation of every customer' })
  @IsOptional()
  @AccountEmail()
  email?: string;
}

export class BillingSyncResultDto {
  @ApiProperty({ description: 'Customers synced' })
  customers!: number;

  @ApiProperty({
    description: "Customers whose stored state differed from the provider's (now fixed)",
  })
  drift!: number;
}

export class BillingGrantDto {
  @ApiProperty({ enum: GRANT_SOURCES })
  source!: GrantSource;

  @ApiProperty({ enum: TIERS })
  tier!: Tier;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  end_date!: string | null;

  @ApiProperty()
  in_force!: boolean;

  @ApiProperty({ description: "This grant gives the user's tier" })
  wins!: boolean;

  @ApiProperty({ type: String, nullable: true, description: "The admin's e-mail or the provider" })
  granted_by!: string | null;
}

export class AdminBillingSubscriptionDto {
  @ApiProperty({ enum: BILLING_PROVIDERS })
  provider!: BillingProviderName;

  @ApiProperty()
  subscription_id!: string;

  @ApiProperty({ description: 'As the provider says it' })
  status!: string;

  @ApiProperty({ enum: BILLING_STATES })
  state!: BillingState;

  @ApiProperty({ enum: PURCHASABLE_PLAN_IDS, nullable: true, type: String })
  plan!: PurchasablePlanId | null;

  @ApiProperty({ enum: BILLING_INTERVALS, nullable: true, type: String })
  interval!: BillingInterval | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  current_period_end!: string | null;

  @ApiProperty()
  cancel_at_period_end!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  last_synced_at!: string | null;
}

export class AdminBillingEventDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ enum: BILLING_PROVIDERS })
  provider!: BillingProviderName;

  @ApiProperty()
  event_id!: string;

  @ApiProperty()
  type!: string;

  @ApiProperty({ enum: BILLING_EVENT_STATES })
  state!: BillingEventState;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ format: 'date-time' })
  received_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  processed_at!: string | null;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;
}

export class AdminUserBillingDto {
  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: TIERS })
  tier!: Tier;

  @ApiProperty({ type: BillingGrantDto, isArray: true, description: 'The winning grant first' })
  grants!: BillingGrantDto[];

  @ApiProperty({ type: AdminBillingSubscriptionDto, isArray: true, description: 'Newest first' })
  subscriptions!: AdminBillingSubscriptionDto[];

  @ApiProperty({ type: BillingInvoiceDto, isArray: true })
  invoices!: BillingInvoiceDto[];

  @ApiProperty({
    type: AdminBillingEventDto,
    isArray: true,
    description: 'Newest first, at most 100',
  })
  events!: AdminBillingEventDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  last_synced_at!: string | null;

  @ApiProperty({ description: "The last reconciliation found this customer's state drifted" })
  drift!: boolean;
}
