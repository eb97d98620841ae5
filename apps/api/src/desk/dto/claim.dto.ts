import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLAIM_BODY_NOT_OBJECT,
  CLAIM_MESSAGES,
  EDIT_NOT_BOOLEAN,
  TAKE_OVER_NOT_BOOLEAN,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { IsBoolean, IsOptional } from 'class-validator';

export class ClaimRequestDto {
  @ApiPropertyOptional({
    description:
      "true takes another admin's live claim over (recorded in the audit log); omitted = false",
  })
  @IsOptional()
  // A strict boolean: no 'true' or 1.
  @IsBoolean({ message: TAKE_OVER_NOT_BOOLEAN })
  take_over?: boolean;

  @ApiPropertyOptional({
    description:
      'true claims it to edit its reply: a reviewed submission is claimed too, and only this claim lets it take a new version; omitted = false',
  })
  @IsOptional()
  @IsBoolean({ message: EDIT_NOT_BOOLEAN })
  edit?: boolean;
}

/**
 * The claim's body is optional, so the validation pipe lets JSON that is no object through (it
 * checks fields, and `[]`, `"x"` or `1` have none): refused here. `null` counts as no body.
 */
export class ClaimBodyPipe implements PipeTransform<unknown, ClaimRequestDto> {
  transform(value: unknown): ClaimRequestDto {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new BadRequestException({
        detail: VALIDATION_FAILED,
        errors: { body: [CLAIM_BODY_NOT_OBJECT] },
      });
    }
    return value as ClaimRequestDto;
  }
}

/** 409: another admin holds a live claim (OpenAPI). */
export class ClaimConflictDto {
  @ApiProperty({ example: CLAIM_MESSAGES.heldByAnother })
  detail!: string;

  @ApiProperty({ description: 'The e-mail of the admin who holds the claim' })
  claimed_by!: string;

  @ApiProperty({ format: 'date-time', description: 'When it lapses unless renewed' })
  claimed_until!: string;
}

export class ReleaseClaimResponseDto {
  @ApiProperty({ example: CLAIM_MESSAGES.released })
  message!: string;
}
