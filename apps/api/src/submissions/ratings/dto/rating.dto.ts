import { ApiProperty } from '@nestjs/swagger';
import {
  DESK_MESSAGES,
  RATING_COMMENT_MAX_LENGTH,
  RATING_MAX_SCORE,
  RATING_MIN_SCORE,
} from '@profileproof/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class RatingRequestDto {
  @ApiProperty({ minimum: RATING_MIN_SCORE, maximum: RATING_MAX_SCORE })
  @Max(RATING_MAX_SCORE, { message: DESK_MESSAGES.scoreInvalid })
  @Min(RATING_MIN_SCORE, { message: DESK_MESSAGES.scoreInvalid })
  @IsInt({ message: DESK_MESSAGES.scoreInvalid })
  score!: number;

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    maxLength: RATING_COMMENT_MAX_LENGTH,
    description: 'Trimmed; blank or omitted = none',
  })
  @IsOptional()
  @MaxLength(RATING_COMMENT_MAX_LENGTH, { message: DESK_MESSAGES.commentTooLong })
  @IsString({ message: DESK_MESSAGES.commentNotString })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  comment?: string | null;
}

export class SubmissionRatingDto {
  @ApiProperty({ minimum: RATING_MIN_SCORE, maximum: RATING_MAX_SCORE })
  score!: number;

  @ApiProperty({ type: String, nullable: true })
  comment!: string | null;

  @ApiProperty({ format: 'date-time', description: 'The latest change' })
  rated_at!: string;
}
