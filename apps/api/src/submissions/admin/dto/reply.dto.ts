import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  ADMIN_REPLY_MAX_LENGTH,
  ANALYSIS_REQUIRED,
  BASE_VERSION_INVALID,
  BASE_VERSION_REQUIRED,
  MESSAGES,
  REPLY_NOT_STRING,
  REPLY_SENT,
  REPLY_TOO_LONG,
  type ReplyRequest,
  type ReplyResponse,
} from '@profileproof/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { AdminSubmissionDetailDto } from './admin-submission.dto';

/** PostgreSQL's integer: no submission has more replies than that. */
const MAX_VERSION = 2_147_483_647;

/* Rules combined with applyDecorators are checked in the order written; the first failing one is reported. */

function ReplyText(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      maxLength: ADMIN_REPLY_MAX_LENGTH,
      description: 'The report text the customer sees; trimmed, required',
    }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: MESSAGES.admin.generateAnalysisFirst }),
    IsString({ message: REPLY_NOT_STRING }),
    MaxLength(ADMIN_REPLY_MAX_LENGTH, { message: REPLY_TOO_LONG }),
  );
}

/** A JSON whole number in range: no "3", 1.5 or null. */
function BaseVersion(): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: BASE_VERSION_REQUIRED }),
    IsInt({ message: BASE_VERSION_INVALID }),
    Min(0, { message: BASE_VERSION_INVALID }),
    Max(MAX_VERSION, { message: BASE_VERSION_INVALID }),
  );
}

export class ReplyDto implements ReplyRequest {
  @ReplyText()
  reply!: string;

  /** Checked against the analysis checklist by the service (its errors are reported as `analysis.<key>`). */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The analysis checklist (form_data): known keys only, each of its type and range; missing keys take their defaults. ' +
      'profileScorePercentage, spamScore and goodForOutreach are recomputed by the server.',
  })
  @IsDefined({ message: ANALYSIS_REQUIRED })
  analysis!: Record<string, unknown>;

  @ApiProperty({
    minimum: 0,
    maximum: MAX_VERSION,
    description:
      "The submission's reply_version when the draft was opened (0 before any reply). Another reply sent since makes this one stale: 409, nothing stored.",
  })
  @BaseVersion()
  base_version!: number;
}

export class ReplyResponseDto implements ReplyResponse {
  @ApiProperty({ example: REPLY_SENT })
  message!: string;

  @ApiProperty({ type: AdminSubmissionDetailDto })
  submission!: AdminSubmissionDetailDto;
}
