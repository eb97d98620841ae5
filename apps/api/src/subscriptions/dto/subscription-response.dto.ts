import { ApiProperty } from '@nestjs/swagger';
import { type SubscriptionResponse, type Tier, TIERS } from '@profileproof/contracts';

export class SubscriptionDebugInfoDto {
  [key: string]: unknown;

  @ApiProperty({
    enum: ['subscription', 'default'],
    description: "'default' when the user has no subscription row",
  })
  source!: 'subscription' | 'default';

  @ApiProperty({ description: 'The subscription ended: the user counts as free' })
  expired!: boolean;

  @ApiProperty({ format: 'date-time' })
  checked_at!: string;
}

export class SubscriptionUsageDto {
  @ApiProperty({ description: 'Submissions created since period_start' })
  used!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Submissions per month; null = unlimited',
  })
  limit!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'null = unlimited' })
  remaining!: number | null;

  @ApiProperty({ format: 'date-time', description: 'The 1st of the current month, 00:00 UTC' })
  period_start!: string;

  @ApiProperty({ format: 'date-time', description: 'The 1st of the next month, 00:00 UTC' })
  resets_at!: string;
}

export class SubscriptionResponseDto implements SubscriptionResponse {
  @ApiProperty({
    enum: TIERS,
    description: 'The effective tier: free when there is no subscription or it has expired',
  })
  tier!: Tier;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'null = no expiry (or no subscription)',
  })
  end_date!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  subscription_id!: number | null;

  @ApiProperty({ type: SubscriptionDebugInfoDto })
  debug_info!: SubscriptionDebugInfoDto;

  @ApiProperty({ type: SubscriptionUsageDto })
  usage!: SubscriptionUsageDto;
}
