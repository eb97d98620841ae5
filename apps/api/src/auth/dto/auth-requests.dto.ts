import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GOOGLE_ACTION_INVALID,
  GOOGLE_AUTH_ACTIONS,
  type GoogleAuthAction,
  MESSAGES,
  REFRESH_TOKEN_NOT_STRING,
} from '@profileproof/contracts';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { AccountEmail, NewPassword, PasswordConfirmation, RequiredString } from './account-fields';

/** Opaque tokens (e-mail links, refresh tokens) are 43 characters; anything far longer is not one. */
const TOKEN_MAX_LENGTH = 256;

export class SignupDto {
  @AccountEmail()
  email!: string;

  @NewPassword({
    required: MESSAGES.signup.passwordRequired,
    tooShort: MESSAGES.signup.passwordTooShort,
  })
  password!: string;

  @PasswordConfirmation()
  password2!: string;
}

export class LoginDto {
  @AccountEmail()
  email!: string;

  @RequiredString('Password', 1024, { format: 'password' })
  password!: string;
}

export class VerifyEmailDto {
  @RequiredString('Token', TOKEN_MAX_LENGTH, {
    description: 'The token of the link /verify-email/{token}',
  })
  token!: string;
}

export class ResendVerificationDto {
  @AccountEmail()
  email!: string;
}

export class PasswordResetDto {
  @AccountEmail(MESSAGES.forgotPassword.emailRequired)
  email!: string;
}

export class PasswordResetConfirmDto {
  @NewPassword({
    required: MESSAGES.resetPassword.passwordRequired,
    tooShort: MESSAGES.resetPassword.passwordTooShort,
  })
  password!: string;

  @PasswordConfirmation()
  password2!: string;
}

export class RefreshDto {
  @RequiredString('Refresh token', TOKEN_MAX_LENGTH, {
    description: 'The refresh token of the session',
  })
  refresh!: string;
}

export class LogoutDto {
  @ApiPropertyOptional({
    description: 'The refresh token of the session to end',
    maxLength: TOKEN_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: REFRESH_TOKEN_NOT_STRING })
  refresh?: string;
}

export class GoogleAuthDto {
  @RequiredString('Credential', 8192, { description: "The identity provider's id_token" })
  credential!: string;

  @ApiProperty({ enum: GOOGLE_AUTH_ACTIONS })
  @IsIn(GOOGLE_AUTH_ACTIONS, { message: GOOGLE_ACTION_INVALID })
  action!: GoogleAuthAction;

  @RequiredString('Flow secret', TOKEN_MAX_LENGTH, {
    description:
      'The secret the browser tab that opened the popup kept; its SHA-256 went to GET /api/auth/google/start',
  })
  flow_secret!: string;
}
