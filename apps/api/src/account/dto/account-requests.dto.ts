import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES } from '@profileproof/contracts';
import {
  ACCOUNT_DELETE_CONFIRMATION,
  ACCOUNT_MESSAGES,
  type AccountDeleteRequest,
} from '@profileproof/contracts/account';
import { Equals, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  AccountEmail,
  NewPassword,
  PasswordConfirmation,
  RequiredString,
} from '../../auth/dto/account-fields';

const PASSWORD_INPUT_MAX_LENGTH = 1024;
const TOKEN_MAX_LENGTH = 256;

export class PasswordChangeDto {
  @RequiredString('Current password', PASSWORD_INPUT_MAX_LENGTH, { format: 'password' })
  current_password!: string;

  // The account's address is checked by the service (the body has none), as on a reset.
  @NewPassword({
    required: MESSAGES.resetPassword.passwordRequired,
    tooShort: MESSAGES.resetPassword.passwordTooShort,
  })
  password!: string;

  @PasswordConfirmation()
  password2!: string;
}

export class EmailChangeDto {
  @RequiredString('Password', PASSWORD_INPUT_MAX_LENGTH, { format: 'password' })
  password!: string;

  @AccountEmail()
  new_email!: string;
}

export class EmailChangePreviewDto {
  @RequiredString('Token', TOKEN_MAX_LENGTH, {
    description: 'The token of the link /account?confirm_email=…',
  })
  token!: string;
}

export class EmailChangeConfirmDto {
  @RequiredString('Token', TOKEN_MAX_LENGTH, {
    description: 'The token of the link /account?confirm_email=…',
  })
  token!: string;

  @ApiPropertyOptional({
    format: 'password',
    description:
      'The account password: required when the account has one (else a Google sign-in within 5 minutes)',
  })
  @IsOptional()
  @IsString({ message: 'Password must be a string' })
  @MaxLength(PASSWORD_INPUT_MAX_LENGTH, { message: 'Password is too long' })
  password?: string;
}

export class AccountDeleteDto implements AccountDeleteRequest {
  @ApiPropertyOptional({
    format: 'password',
    description: 'Required unless the account has no password (then: a fresh Google sign-in)',
  })
  @IsOptional()
  @IsString({ message: 'Password must be a string' })
  @MaxLength(PASSWORD_INPUT_MAX_LENGTH, { message: 'Password is too long' })
  password?: string;

  @ApiProperty({ enum: [ACCOUNT_DELETE_CONFIRMATION] })
  @Equals(ACCOUNT_DELETE_CONFIRMATION, { message: ACCOUNT_MESSAGES.confirmRequired })
  confirm!: string;
}
