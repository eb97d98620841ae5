import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GOOGLE_ACTION_INVALID,
  GOOGLE_AUTH_ACTIONS,
  type GoogleAuthAction,
  type GoogleAuthRequest,
  type LoginRequest,
  type LogoutRequest,
  MESSAGES,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  REFRESH_TOKEN_NOT_STRING,
  type RefreshRequest,
  type ResendVerificationRequest,
  type SignupRequest,
  type VerifyEmailRequest,
} from '@profileproof/contracts';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { AccountEmail, NewPassword, PasswordConfirmation, RequiredString } from './account-fields';

/** Opaque tokens (e-mail links, refresh tokens) are 43 characters; anything far longer is not one. */
const TOKEN_MAX_LENGTH = 256;

export class SignupDto implements SignupRequest {
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

export class LoginDto implements LoginRequest {
  @AccountEmail()
  email!: string;

  @RequiredString('Password', 1024, { format: 'password' })
  password!: string;
}

export class VerifyEmailDto implements VerifyEmailRequest {
  @RequiredString('Token', TOKEN_MAX_LENGTH, {
    description: 'The token of the link /verify-email/{token}',
  })
  token!: string;
}

export class ResendVerificationDto implements ResendVerificationRequest {
  @AccountEmail()
  email!: string;
}

export class PasswordResetDto implements PasswordResetRequest {
  @AccountEmail(MESSAGES.forgotPassword.emailRequired)
  email!: string;
}

export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @NewPassword({
    required: MESSAGES.resetPassword.passwordRequired,
    tooShort: MESSAGES.resetPassword.passwordTooShort,
  })
  password!: string;

  @PasswordConfirmation()
  password2!: string;
}

export class RefreshDto implements RefreshRequest {
  @RequiredString('Refresh token', TOKEN_MAX_LENGTH, {
    description: 'The refresh token of the session',
  })
  refresh!: string;
}

export class LogoutDto implements LogoutRequest {
  @ApiPropertyOptional({
    description: 'The refresh token of the session to end',
    maxLength: TOKEN_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: REFRESH_TOKEN_NOT_STRING })
  refresh?: string;
}

export class GoogleAuthDto implements GoogleAuthRequest {
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
