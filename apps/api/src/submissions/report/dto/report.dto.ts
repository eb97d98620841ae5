import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  MAX_ROW_ID,
  PROFILE_HISTORY_MAX_PROFILES,
  PROFILE_HISTORY_MAX_REVIEWS,
  REPORT_TODO_ITEM_MAX_LENGTH,
  REPORT_TODO_MESSAGES,
} from '@profileproof/contracts';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

/* Rules combined with applyDecorators are checked in the order written; the first failing one is reported. */

function ReplyId(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      minimum: 1,
      maximum: MAX_ROW_ID,
      description:
        '`reply_id` of the to-do list the item was read from (the current reply version)',
    }),
    IsInt({ message: REPORT_TODO_MESSAGES.replyIdInvalid }),
    Min(1, { message: REPORT_TODO_MESSAGES.replyIdInvalid }),
    Max(MAX_ROW_ID, { message: REPORT_TODO_MESSAGES.replyIdInvalid }),
  );
}

function ItemId(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      maxLength: REPORT_TODO_ITEM_MAX_LENGTH,
      example: 'hasProfileSummary',
      description: "An item's `id` on that list (the check it fixes)",
    }),
    IsString({ message: REPORT_TODO_MESSAGES.itemInvalid }),
    MaxLength(REPORT_TODO_ITEM_MAX_LENGTH, { message: REPORT_TODO_MESSAGES.itemInvalid }),
  );
}

/** PUT /api/contact/submissions/{id}/todo/: ticks or unticks one item. */
export class ReportTodoUpdateDto {
  @ReplyId()
  reply_id!: number;

  @ItemId()
  item!: string;

  @ApiProperty({ description: 'true ticks the item, false unticks it (either: idempotent)' })
  @IsBoolean({ message: REPORT_TODO_MESSAGES.doneInvalid })
  done!: boolean;
}

export class ReportTodoItemDto {
  @ApiProperty({
    example: 'hasProfileSummary',
    description: 'The check the item fixes (`ReportCheckId` of libs/analysis): its stable key',
  })
  id!: string;

  @ApiProperty({ description: 'What to do (the report’s advice for that check)' })
  text!: string;

  @ApiProperty({ description: 'Ticked by the owner on this reply version' })
  done!: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When it was ticked (the first tick); null while not done',
  })
  done_at!: string | null;
}

export class ReportTodoResponseDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'The current reply version the list belongs to (send it back with a PUT); null, with no items, ' +
      'while the submission is pending or when its reply has no checklist',
  })
  reply_id!: number | null;

  @ApiProperty({
    type: ReportTodoItemDto,
    isArray: true,
    description: 'Highest impact first',
  })
  items!: ReportTodoItemDto[];
}

export class ProfileReviewDto {
  @ApiProperty()
  submission_id!: number;

  @ApiProperty({ format: 'date-time', description: 'When the current reply version was sent' })
  replied_at!: string;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'The overall profile score (percent)' })
  profile_score!: number;

  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: 'Spam likelihood (percent; lower is better)',
  })
  spam_score!: number;
}

export class ProfileHistoryDto {
  @ApiProperty({
    example: 'https://www.linkedin.com/in/ada/',
    description: 'The stored (canonical) link',
  })
  linkedin_url!: string;

  @ApiProperty({
    type: ProfileReviewDto,
    isArray: true,
    description: `Oldest first; at most the latest ${PROFILE_HISTORY_MAX_REVIEWS}`,
  })
  reviews!: ProfileReviewDto[];
}

export class ProfileHistoryResponseDto {
  @ApiProperty({
    type: ProfileHistoryDto,
    isArray: true,
    description: `Latest review first; at most ${PROFILE_HISTORY_MAX_PROFILES} profiles`,
  })
  profiles!: ProfileHistoryDto[];
}
