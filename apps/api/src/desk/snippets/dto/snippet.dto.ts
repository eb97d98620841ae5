import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  PLACEHOLDER_MESSAGES,
  SNIPPET_BODY_MAX_LENGTH,
  SNIPPET_BODY_NOT_STRING,
  SNIPPET_BODY_REQUIRED,
  SNIPPET_BODY_TOO_LONG,
  SNIPPET_MESSAGES,
  SNIPPET_TITLE_MAX_LENGTH,
  SNIPPET_TITLE_NOT_STRING,
  SNIPPET_TITLE_REQUIRED,
  SNIPPET_TITLE_TOO_LONG,
  SNIPPET_VARIABLES,
  unknownSnippetVariables,
} from '@profileproof/contracts';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';

/* Rules combined with applyDecorators are checked in the order written; the first failing one is reported. */

function TrimmedText(
  messages: { required: string; notString: string; tooLong: string },
  maxLength: number,
): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: messages.required }),
    IsString({ message: messages.notString }),
    MaxLength(maxLength, { message: messages.tooLong }),
  );
}

const VARIABLES = SNIPPET_VARIABLES.map((name) => `{${name}}`).join(', ');

/** Every `{name}` in the text is a known variable: an unknown one would reach the customer as written. */
function KnownVariablesOnly(): PropertyDecorator {
  return ValidateBy({
    name: 'knownVariablesOnly',
    validator: {
      validate: (value: unknown) =>
        typeof value !== 'string' || unknownSnippetVariables(value).length === 0,
      defaultMessage: (args) =>
        PLACEHOLDER_MESSAGES.unknownVariables(unknownSnippetVariables(String(args?.value))),
    },
  });
}

export class SnippetRequestDto {
  @ApiProperty({ maxLength: SNIPPET_TITLE_MAX_LENGTH, description: 'Trimmed, required' })
  @TrimmedText(
    {
      required: SNIPPET_TITLE_REQUIRED,
      notString: SNIPPET_TITLE_NOT_STRING,
      tooLong: SNIPPET_TITLE_TOO_LONG,
    },
    SNIPPET_TITLE_MAX_LENGTH,
  )
  title!: string;

  @ApiProperty({
    maxLength: SNIPPET_BODY_MAX_LENGTH,
    description: `The text; trimmed, required. It may hold the variables ${VARIABLES}, filled in from the checklist when inserted; any other \`{name}\` is refused.`,
  })
  // Checked last (decorators stacked run bottom up: see HTTP conventions).
  @KnownVariablesOnly()
  @TrimmedText(
    {
      required: SNIPPET_BODY_REQUIRED,
      notString: SNIPPET_BODY_NOT_STRING,
      tooLong: SNIPPET_BODY_TOO_LONG,
    },
    SNIPPET_BODY_MAX_LENGTH,
  )
  body!: string;
}

export class SnippetDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The e-mail of the admin who last saved it; null once that account is gone',
  })
  updated_by!: string | null;
}

export class SnippetListResponseDto {
  @ApiProperty({ type: SnippetDto, isArray: true, description: 'By title, then id' })
  snippets!: SnippetDto[];
}

export class SnippetDeletedDto {
  @ApiProperty({ example: SNIPPET_MESSAGES.deleted })
  message!: string;
}
