import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {} from '@profileproof/contracts/two-step';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AccountEmail, RequiredString } from '../dto/account-fields';

/** A 6-digit code or a backup code (with a dash, spaces): never longer than this. */
const CODE_MAX_LENGTH = 32;
const TOKEN_MAX_LENGTH = 256;

const Code = () =>
  RequiredString('Code', CODE_MAX_LENGTH, {
    description: 'The 6-digit code of the authenticator app, or a backup code',
  });

export class TwoStepEnableDto {
  @Code()
  code!: string;
}

export class TwoStepDisableDto {
  @ApiProperty({ format: 'password', description: 'Empty for an account without a password' })
  @IsString({ message: 'Password must be a string' })
  @MaxLength(1024, { message: 'Password must be at most 1024 characters' })
  password!: string;

  @Code()
  code!: string;
}

export class LoginTwoStepDto {
  @RequiredString('mfa_token', TOKEN_MAX_LENGTH, { description: 'The login answer’s mfa_token' })
  mfa_token!: string;

  @Code()
  code!: string;
}

export class UserTwoStepQueryDto {
  @AccountEmail()
  email!: string;

  @ApiPropertyOptional({ description: 'Cache-buster: accepted and ignored' })
  @IsOptional()
  t?: string;
}

/** POST /api/auth/admin/user-2fa/unlock/: the account whose lock-out an admin lifts. */
export class TwoStepUnlockDto {
  @AccountEmail()
  email!: string;
}

export class TwoStepSetupResponseDto {
  @ApiProperty({ description: 'Base32, to type into an authenticator app' })
  secret!: string;

  @ApiProperty({ example: 'otpauth://totp/ProfileProof:a%40example.com?secret=…' })
  otpauth_url!: string;

  @ApiProperty({ description: 'The otpauth URL as a QR code, an SVG document' })
  qr_svg!: string;
}

export class TwoStepEnableResponseDto {
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once' })
  backup_codes!: string[];
}

export class MfaRequiredResponseDto {
  @ApiProperty({ enum: [true] })
  mfa_required!: true;

  @ApiProperty({
    description: 'Send it with the code to /api/auth/login/2fa/ (single use, 5 minutes)',
  })
  mfa_token!: string;
}
