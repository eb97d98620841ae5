import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  MAX_SUBSCRIPTION_DAYS,
  MIN_SUBSCRIPTION_DAYS,
  type AdminSubscriptionListResponse,
  type AdminSubscriptionMutationResponse,
  normaliseTier,
  type SubscriptionDeletionQuery,
  type Tier,
  TIER_INVALID,
  TIER_REQUIRED,
  TIERS,
  VALID_FOR_DAYS_INVALID,
} from '@profileproof/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, Max, Min } from 'class-validator';
import { AccountEmail } from '../../auth/dto/account-fields';

/* Rules combined with applyDecorators are checked in the order written; the first failing one is reported. */

function AssignedTier(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      enum: TIERS,
      description: "Case-insensitive and trimmed: ' Premium ' is premium",
    }),
    Transform(({ value }) => normaliseTier(value) ?? value),
    IsNotEmpty({ message: TIER_REQUIRED }),
    IsIn(TIERS, { message: TIER_INVALID }),
  );
}

function ValidForDays(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      minimum: MIN_SUBSCRIPTION_DAYS,
      maximum: MAX_SUBSCRIPTION_DAYS,
      description: 'Whole days from now; omitted or null = unlimited (no end date)',
    }),
    IsOptional(),
    IsInt({ message: VALID_FOR_DAYS_INVALID }),
    Min(MIN_SUBSCRIPTION_DAYS, { message: VALID_FOR_DAYS_INVALID }),
    Max(MAX_SUBSCRIPTION_DAYS, { message: VALID_FOR_DAYS_INVALID }),
  );
}

export class AssignSubscriptionDto {
  @AccountEmail()
  email!: string;

  @AssignedTier()
  tier!: Tier;

  @ValidForDays()
  valid_for_days?: number;
}

export class DeleteSubscriptionQueryDto implements SubscriptionDeletionQuery {
  @AccountEmail()
  email!: string;

  @ApiPropertyOptional({ description: 'Cache-buster: accepted and ignored' })
  @IsOptional()
  t?: string;
}

export class SubscriberDto {
  @ApiProperty()
  email!: string;

  @ApiProperty({
    enum: TIERS,
    description: 'The tier assigned (an expired row still shows it, with its end_date)',
  })
  tier!: Tier;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'null = unlimited',
  })
  end_date!: string | null;

  @ApiPropertyOptional({
    enum: ['admin', 'provider'],
    description:
      "The list only: an admin's grant, or a paid plan's (billing); a user may have one of each",
  })
  source?: 'admin' | 'provider';

  @ApiPropertyOptional({
    description: "The list only: this grant gives the user's tier (the highest in force)",
  })
  wins?: boolean;

  @ApiPropertyOptional({ description: 'The list only: two-step sign-in is on for the user' })
  two_step_enabled?: boolean;

  @ApiPropertyOptional({
    description: 'The list only: its sign-in codes are locked after 100 wrong ones in a row',
  })
  two_step_locked?: boolean;
}

export class SubscriberListResponseDto implements AdminSubscriptionListResponse {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiProperty({ type: SubscriberDto, isArray: true, description: 'Most recently changed first' })
  data!: SubscriberDto[];
}

export class SubscriberMutationResponseDto implements AdminSubscriptionMutationResponse {
  @ApiProperty({ example: true })
  success!: boolean;

  @ApiPropertyOptional({ type: SubscriberDto, description: 'POST: the subscriber as stored' })
  data?: SubscriberDto;
}

export class AdminSubscriptionErrorDto {
  @ApiProperty({ example: false })
  success!: false;

  @ApiProperty({
    description: 'What went wrong (for validation: the field messages, joined with "; ")',
  })
  error!: string;

  @ApiProperty({ description: 'The same text as `error`' })
  detail!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Validation only: `{field: [message]}`',
  })
  errors?: Record<string, string[]>;
}
