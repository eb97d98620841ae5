import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type AuthResponse,
  type ProfileResponse,
  type RefreshResponse,
  type Role,
  ROLES,
} from '@profileproof/contracts';
import type { User } from '../../users/entities/user.entity';

/** Answers of the auth routes, built field by field (never from an entity's own serialisation). */

export class AuthResponseDto {
  @ApiProperty({ description: 'Access token (JWT, Bearer), short-lived' })
  access!: string;

  @ApiProperty({ description: 'Refresh token: spend it at /api/auth/refresh/ for a new pair' })
  refresh!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  user_id!: number;

  @ApiProperty({ description: 'True when this call created the account' })
  is_new_user!: boolean;

  static of(user: User, tokens: RefreshResponse, isNewUser: boolean): AuthResponse {
    return {
      access: tokens.access,
      refresh: tokens.refresh,
      role: user.role,
      email: user.email,
      user_id: user.id,
      is_new_user: isNewUser,
    };
  }
}

export class RefreshResponseDto {
  @ApiProperty()
  access!: string;

  @ApiProperty({ description: 'The next refresh token: the one sent is spent' })
  refresh!: string;
}

export class SignupResponseDto {
  @ApiProperty()
  message!: string;

  @ApiPropertyOptional({
    description: 'True when the address was registered but not verified: the e-mail was sent again',
  })
  verification_resent?: boolean;
}

export class DetailResponseDto {
  @ApiProperty()
  detail!: string;
}

export class ProfileResponseDto implements ProfileResponse {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  @ApiProperty()
  is_verified!: boolean;

  @ApiProperty({ description: 'False for accounts that sign in with Google only' })
  has_password!: boolean;

  @ApiProperty({ description: 'Two-step sign-in is on' })
  two_step_enabled!: boolean;

  static of(user: User, twoStepEnabled: boolean): Required<ProfileResponse> {
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      is_verified: user.isVerified,
      has_password: user.passwordHash !== null,
      two_step_enabled: twoStepEnabled,
    };
  }
}
