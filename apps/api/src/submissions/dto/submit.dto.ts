import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LINKEDIN_URL_MAX_LENGTH,
  LINKEDIN_URL_TOO_LONG,
  MESSAGE_NOT_STRING,
  MESSAGE_TOO_LONG,
  MESSAGES,
  SUBMISSION_MESSAGE_MAX_LENGTH,
} from '@profileproof/contracts';
import {
  LINKEDIN_URL_PROBLEMS,
  parseLinkedInProfileUrl,
} from '@profileproof/contracts/linkedin-url';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { SubmissionRatingDto } from '../ratings/dto/rating.dto';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/* Rules combined with applyDecorators are checked in the order written; the first failing one is reported. */

function LinkedInUrl(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      example: 'https://www.linkedin.com/in/ada',
      maxLength: LINKEDIN_URL_MAX_LENGTH,
      description:
        'A profile link in any form people paste (`ca.`/`m.` hosts, `/mwlite/in/…`, a query, any case); ' +
        'stored and shown as its canonical form `https://www.linkedin.com/in/<handle>/`',
    }),
    trim,
    IsNotEmpty({ message: MESSAGES.submit.linkedInUrlRequired }),
    IsString({ message: MESSAGES.submit.linkedInUrlInvalid }),
    MaxLength(LINKEDIN_URL_MAX_LENGTH, { message: LINKEDIN_URL_TOO_LONG }),
    ValidateBy(
      {
        name: 'isLinkedInProfileUrl',
        validator: {
          validate: (value) => typeof value === 'string' && parseLinkedInProfileUrl(value).ok,
        },
      },
      {
        // Says why the link cannot be made canonical, and what to paste instead.
        message: ({ value }) => {
          const link = typeof value === 'string' ? parseLinkedInProfileUrl(value) : null;
          return link && !link.ok
            ? LINKEDIN_URL_PROBLEMS[link.problem]
            : MESSAGES.submit.linkedInUrlInvalid;
        },
      },
    ),
  );
}

function OptionalMessage(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: SUBMISSION_MESSAGE_MAX_LENGTH,
      description: 'Trimmed; empty = none',
    }),
    // Trimmed; empty or blank becomes null (no message).
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: MESSAGE_NOT_STRING }),
    MaxLength(SUBMISSION_MESSAGE_MAX_LENGTH, { message: MESSAGE_TOO_LONG }),
  );
}

export class SubmitDto {
  @LinkedInUrl()
  linkedin_url!: string;

  @OptionalMessage()
  message?: string;
}

export class SubmitResponseDto {
  @ApiProperty()
  message!: string;

  @ApiProperty({
    description:
      "True when this submission used the last one of the month's quota (on a 200: when it is used up)",
  })
  limit_reached!: boolean;

  @ApiProperty({ description: 'The submission stored (201), or the pending one (200)' })
  submission_id!: number;

  @ApiPropertyOptional({
    enum: [true],
    description:
      'On a 200 only: a submission of this profile (its canonical link) by the caller is still pending; nothing stored, no quota used',
  })
  already_pending?: true;
}

export class LimitReachedResponseDto {
  @ApiProperty({ example: MESSAGES.submit.limitReached })
  detail!: string;

  @ApiProperty({ example: true })
  limit_reached!: true;

  @ApiProperty({ example: MESSAGES.submit.limitReached, description: 'The same as `detail`' })
  message!: string;
}

export class SubmissionDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: "The submitter's e-mail address" })
  email!: string;

  @ApiProperty()
  linkedin_url!: string;

  @ApiProperty({ type: String, nullable: true })
  message!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty()
  is_processed!: boolean;

  @ApiProperty({ type: String, nullable: true })
  admin_reply!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  admin_reply_date!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The analysis checklist',
  })
  form_data!: Record<string, unknown> | null;

  @ApiProperty({
    type: SubmissionRatingDto,
    nullable: true,
    description:
      "The owner's rating of the current reply; null while unrated, and for a pending submission",
  })
  rating!: SubmissionRatingDto | null;
}

export class UserSubmissionsPageDto {
  @ApiProperty({ type: SubmissionDto, isArray: true, description: 'Newest first' })
  submissions!: SubmissionDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Opaque: `cursor` of the next (older) page; null on the last page',
  })
  next_cursor!: string | null;
}
