import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_REPLY_MAX_LENGTH,
  ANALYSIS_REQUIRED,
  BASE_VERSION_INVALID,
  MESSAGES,
  REPLY_NOT_STRING,
  REPLY_SENT,
  REPLY_TOO_LONG,
} from '@profileproof/contracts';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
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

/**
 * Optional, like HTTP's If-Match: absent (the spec's payload) = no staleness check. When sent, a
 * JSON whole number in range: no "3", 1.5 or null.
 */
function BaseVersion(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object, value) => value !== undefined),
    IsInt({ message: BASE_VERSION_INVALID }),
    Min(0, { message: BASE_VERSION_INVALID }),
    Max(MAX_VERSION, { message: BASE_VERSION_INVALID }),
  );
}

export class ReplyDto {
  @ReplyText()
  reply!: string;

  /** Checked against the analysis checklist by the service (its errors are reported as `analysis.<key>`). */
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The analysis checklist (form_data): known keys only, each of its type and range; missing keys take their defaults. ' +
      'profileScorePercentage, spamScore and goodForOutreach are recomputed by the server. ' +
      '`{}` (no key at all): a report without a checklist; form_data and both scores are stored as null.',
  })
  @IsDefined({ message: ANALYSIS_REQUIRED })
  analysis!: Record<string, unknown>;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_VERSION,
    description:
      "Optional precondition, like If-Match: the submission's reply_version when the draft was opened (0 before any reply). " +
      "When sent, another reply sent since makes this one stale: 409, nothing stored. When absent (the spec's payload), no staleness check; the claim rules still apply.",
  })
  @BaseVersion()
  base_version?: number;
}

export class ReplyResponseDto {
  @ApiProperty({ example: REPLY_SENT })
  message!: string;

  @ApiProperty({ type: AdminSubmissionDetailDto })
  submission!: AdminSubmissionDetailDto;
}
