import { hkdfSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { isValidEmail } from '@profileproof/contracts';
import { PASSWORD_CONTEXT_MESSAGES } from '@profileproof/contracts/password-context';
import { IsOptional, MinLength, ValidateBy } from 'class-validator';
import { emailSpellingProblem } from '../users/canonical-email';
import { newPasswordError, PASSWORD_TOO_COMMON } from '../users/password-policy';
import {
  dataDirOf,
  type Environment,
  InvalidConfigurationError,
  parseBoolean,
  validateEnvironment,
} from './environment';
import {
  IsRandomSecret,
  JWT_SECRET_HOW_TO,
  JWT_SECRET_MIN_LENGTH,
  jwtSecretWeakness,
} from './secret-strength';
import {
  IsBooleanString,
  IsDuration,
  IsIntegerString,
  parseDurationSeconds,
  RequiredWhen,
} from './validators';

const inProduction = (env: Environment) => env.NODE_ENV === 'production';

/** A session ended elsewhere is refused on every read within this many seconds at most (see SessionCheckService). */
export const SESSION_CHECK_CACHE_MAX_SECONDS = 60;
/** A spent refresh token presented again within this many seconds at most is not taken for a stolen one. */
export const REFRESH_REUSE_GRACE_MAX_SECONDS = 60;

/** The API's refusals of a new password, as ADMIN_PASSWORD's problems (naming the variables). */
const ADMIN_PASSWORD_REFUSALS: Record<string, string> = {
  [PASSWORD_TOO_COMMON]:
    '$property is one of the most common passwords: choose a less predictable one',
  [PASSWORD_CONTEXT_MESSAGES.containsEmail]:
    '$property must not contain ADMIN_EMAIL or the part of it before the @',
  [PASSWORD_CONTEXT_MESSAGES.containsProductName]:
    '$property must not contain the name ProfileProof',
};

/** Not common, not built from ADMIN_EMAIL or the product's name: what sign-up refuses for any account. */
function IsAllowedAdminPassword(): PropertyDecorator {
  const refused = (value: unknown, env: unknown) =>
    typeof value === 'string'
      ? newPasswordError(value, String((env as Environment).ADMIN_EMAIL ?? ''))
      : null;
  return ValidateBy({
    name: 'isAllowedAdminPassword',
    validator: {
      validate: (value, args) => refused(value, args?.object) === null,
      defaultMessage: (args) =>
        ADMIN_PASSWORD_REFUSALS[refused(args?.value, args?.object) ?? ''] ?? '',
    },
  });
}

class AuthEnvironment {
  /**
   * Whenever it is set, in every environment: a short or patterned secret can be found by brute
   * force from any access token, and then tokens forged.
   */
  @RequiredWhen(inProduction, 'NODE_ENV=production')
  @IsRandomSecret()
  @MinLength(JWT_SECRET_MIN_LENGTH, {
    message: `$property must be at least ${JWT_SECRET_MIN_LENGTH} characters long; ${JWT_SECRET_HOW_TO}`,
  })
  JWT_SECRET?: string;

  @IsOptional()
  @IsDuration()
  JWT_ACCESS_TTL?: string;

  @IsOptional()
  @IsIntegerString(1, 3650)
  REFRESH_TOKEN_TTL_DAYS?: string;

  @IsOptional()
  @IsIntegerString(1, 3650)
  REFRESH_IDLE_DAYS?: string;

  @IsOptional()
  @IsIntegerString(0, SESSION_CHECK_CACHE_MAX_SECONDS)
  SESSION_CHECK_CACHE_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(0, REFRESH_REUSE_GRACE_MAX_SECONDS)
  REFRESH_REUSE_GRACE_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 1_000_000)
  AUTH_RATE_LIMIT?: string;

  @IsOptional()
  @IsIntegerString(1, 86_400)
  AUTH_RATE_TTL_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 1_000_000)
  LOGIN_ACCOUNT_LIMIT?: string;

  @IsOptional()
  @IsIntegerString(1, 86_400)
  LOGIN_ACCOUNT_DELAY_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 86_400)
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS?: string;

  /**
   * Encrypts the users' TOTP secrets at rest (AES-256-GCM with a key derived by HKDF). Unset: derived
   * from JWT_SECRET instead, so rotating JWT_SECRET would then make every two-step set-up unreadable.
   */
  @IsOptional()
  @IsRandomSecret()
  @MinLength(JWT_SECRET_MIN_LENGTH, {
    message: `$property must be at least ${JWT_SECRET_MIN_LENGTH} characters long; ${JWT_SECRET_HOW_TO}`,
  })
  TOTP_ENCRYPTION_KEY?: string;

  /** Whether admins must have two-step sign-in on to use any admin route; default: in production only. */
  @IsOptional()
  @IsBooleanString()
  ADMIN_REQUIRE_2FA?: string;

  @RequiredWhen((env) => env.ADMIN_PASSWORD !== undefined, 'ADMIN_PASSWORD is set')
  // The rule sign-up and login apply: an address they refuse could never sign in.
  @ValidateBy(
    {
      name: 'isValidEmail',
      // Spelled plainly too (`emailSpellingProblem`): no look-alike or mixed-script characters.
      validator: {
        validate: (value) =>
          typeof value === 'string' && isValidEmail(value) && emailSpellingProblem(value) === null,
      },
    },
    { message: '$property must be an e-mail address, typed with plain letters' },
  )
  ADMIN_EMAIL?: string;

  @RequiredWhen((env) => env.ADMIN_EMAIL !== undefined, 'ADMIN_EMAIL is set')
  @IsAllowedAdminPassword()
  @MinLength(8, { message: '$property must be at least 8 characters long' })
  ADMIN_PASSWORD?: string;
}

export interface AdminCredentials {
  email: string;
  password: string;
}

export interface AuthConfig {
  /** Signs access tokens. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** A session's absolute lifetime, from sign-in: refreshing never extends it. */
  refreshTokenTtlDays: number;
  /** A session whose refresh token has not been used for this long has ended. */
  refreshIdleDays: number;
  /**
   * How long a process may trust a session check on reads (0 = never): logout, a password reset or
   * a role change reach admin routes and writes at once, other reads within this many seconds.
   */
  sessionCheckCacheSeconds: number;
  /**
   * A spent refresh token presented again within this many seconds of its rotation (several tabs
   * renewing at once, a reload that lost the answer) gets the session's live token and revokes
   * nothing; later, it is taken for a stolen copy and its session is revoked. 0: always the latter.
   */
  refreshReuseGraceSeconds: number;
  /**
   * Attempts per client IP on each rate-limited auth route (login, signup, password reset,
   * resend verification, Google sign-in) within `ttlSeconds`.
   */
  rateLimit: { limit: number; ttlSeconds: number };
  /**
   * Failed logins per account (whatever the client IP): after `limit` consecutive failures the
   * account is blocked for `delaySeconds`, doubled at each further failure, at most `maxDelaySeconds`.
   */
  loginAccountLimit: { limit: number; delaySeconds: number; maxDelaySeconds: number };
  /** The verified admin account ensured at start, if configured. */
  admin: AdminCredentials | null;
  twoStep: {
    /** 32 bytes: the AES-256-GCM key of the TOTP secrets, and the HMAC key of the backup codes. */
    encryptionKey: Buffer;
    /** Admins without two-step sign-in get 403 `two_step_required` from every admin route. */
    requiredForAdmins: boolean;
  };
}

export function loadAuthConfig(env: Environment): AuthConfig {
  const vars = validateEnvironment(env, AuthEnvironment);
  const jwtSecret = vars.JWT_SECRET ?? readOrCreateSecretFile(join(dataDirOf(env), 'jwt-secret'));
  return {
    jwtSecret,
    accessTokenTtlSeconds: parseDurationSeconds(vars.JWT_ACCESS_TTL ?? '15m'),
    refreshTokenTtlDays: Number(vars.REFRESH_TOKEN_TTL_DAYS ?? 30),
    refreshIdleDays: Number(vars.REFRESH_IDLE_DAYS ?? 14),
    sessionCheckCacheSeconds: Number(vars.SESSION_CHECK_CACHE_SECONDS ?? 30),
    refreshReuseGraceSeconds: Number(vars.REFRESH_REUSE_GRACE_SECONDS ?? 10),
    rateLimit: {
      limit: Number(vars.AUTH_RATE_LIMIT ?? 10),
      ttlSeconds: Number(vars.AUTH_RATE_TTL_SECONDS ?? 60),
    },
    loginAccountLimit: loginAccountLimitOf(vars),
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }
        : null,
    twoStep: {
      encryptionKey: totpKey(vars.TOTP_ENCRYPTION_KEY ?? jwtSecret),
      requiredForAdmins: parseBoolean(vars.ADMIN_REQUIRE_2FA, inProduction(env)),
    },
  };
}

/** A key of its own for the TOTP secrets, never the JWT signing key itself (HKDF-SHA256, 32 bytes). */
function totpKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'profileproof', 'totp-secrets v1', 32));
}

function loginAccountLimitOf(vars: AuthEnvironment): AuthConfig['loginAccountLimit'] {
  const maxDelaySeconds = Number(vars.LOGIN_ACCOUNT_MAX_DELAY_SECONDS ?? 900);
  // A first delay above the cap is the cap.
  const delaySeconds = Math.min(Number(vars.LOGIN_ACCOUNT_DELAY_SECONDS ?? 30), maxDelaySeconds);
  return { limit: Number(vars.LOGIN_ACCOUNT_LIMIT ?? 5), delaySeconds, maxDelaySeconds };
}

/**
 * Development secret: generated once, then reused so sessions survive restarts. The file is
 * written aside and hard-linked into place, so a concurrent reader never sees it half-written.
 */
export function readOrCreateSecretFile(path: string): string {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const draft = `${path}.${process.pid}.tmp`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < JWT_SECRET_MIN_LENGTH || jwtSecretWeakness(secret)) {
    throw new InvalidConfigurationError([
      `${path} must hold a random secret of at least ${JWT_SECRET_MIN_LENGTH} characters; delete it to generate one`,
    ]);
  }
  return secret;
}

export const authConfig = registerAs('auth', () => loadAuthConfig(process.env));
