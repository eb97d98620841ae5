import { ApiProperty } from '@nestjs/swagger';
import {
  FORMER_ADMIN,
  IS_PROCESSED_NOT_BOOLEAN,
  IS_PROCESSED_REQUIRED,
  SUBMISSION_DELETED,
} from '@profileproof/contracts';
import { IsBoolean, IsDefined } from 'class-validator';
import { AdminSubmissionDto } from './admin-submission.dto';
import { WalkPageDto } from '../../app/walk.dto';

export class UpdateSubmissionDto {
  @ApiProperty({
    description: 'false puts the submission back in the pending queue (its reply is kept)',
  })
  // Stacked decorators are checked bottom-up: presence first, then the type (a strict boolean: no 'true' or 1).
  @IsBoolean({ message: IS_PROCESSED_NOT_BOOLEAN })
  @IsDefined({ message: IS_PROCESSED_REQUIRED })
  is_processed!: boolean;
}

export class PendingListResponseDto {
  @ApiProperty({
    type: AdminSubmissionDto,
    isArray: true,
    description: 'Earliest due first, then oldest',
  })
  submissions!: AdminSubmissionDto[];
}

export class ReviewedSubmissionDto extends AdminSubmissionDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "E-mail of the admin who sent the current reply (its latest version). Null without a reply, and once that admin's " +
      `account is deleted (the admin console then shows '${FORMER_ADMIN}', as the CSV export writes it)`,
  })
  replied_by!: string | null;
}

export class ProcessedListResponseDto extends WalkPageDto {
  @ApiProperty({ type: ReviewedSubmissionDto, isArray: true, description: 'Latest reply first' })
  submissions!: ReviewedSubmissionDto[];

  @ApiProperty()
  total_count!: number;

  @ApiProperty({ description: 'ceil(total_count / page size); 0 when there are none' })
  total_pages!: number;

  @ApiProperty({
    description:
      'The page answered: the last one when a later page was asked for; 1 when there are none',
  })
  current_page!: number;

  @ApiProperty({
    required: false,
    description: 'Present and true when filters match more submissions than are counted',
  })
  count_capped?: boolean;
}

export class DeleteResponseDto {
  @ApiProperty({ example: SUBMISSION_DELETED })
  message!: string;
}

export class SubmissionsPerDayDto {
  @ApiProperty({ example: '2026-11-23', description: 'A UTC calendar day' })
  date!: string;

  @ApiProperty()
  count!: number;
}

export class AdminStatsResponseDto {
  @ApiProperty()
  pending_count!: number;

  @ApiProperty()
  reviewed_count!: number;

  @ApiProperty({
    type: SubmissionsPerDayDto,
    isArray: true,
    description: 'The last 30 UTC days, today included, oldest first, zero-filled',
  })
  submissions_per_day!: SubmissionsPerDayDto[];

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Mean quality score of reviewed submissions that have one, 1 decimal',
  })
  average_quality_score!: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Median hours from submission to reply over reviewed ones, 1 decimal',
  })
  median_reply_hours!: number | null;

  @ApiProperty({ description: 'Pending submissions past their due time now' })
  overdue_now!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Of the replies sent in the last 30 days, the share sent by their due time, percent to 1 decimal; null without any',
  })
  within_window_pct_30d!: number | null;
}
