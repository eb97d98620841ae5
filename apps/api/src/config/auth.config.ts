import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { isValidEmail } from '@profileproof/contracts';
import { IsOptional, MinLength, ValidateBy } from 'class-validator';
import { isCommonPassword } from '../users/password-policy';
import { dataDirOf, type Environment, InvalidConfigurationError, validateEnvironment } from './environment';
import { IsDuration, IsIntegerString, parseDurationSeconds, RequiredWhen } from './validators';

const inProduction = (env: Environment) => env.NODE_ENV === 'production';

const JWT_SECRET_MIN_LENGTH = 32;
/** A session ended elsewhere is refused on every read within this many seconds at most (see SessionCheckService). */
export const SESSION_CHECK_CACHE_MAX_SECONDS = 60;

/** Not one of the most common passwords, as at sign-up (the decorators below it are checked first). */
function IsNotCommonPassword(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotCommonPassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !isCommonPassword(value),
      defaultMessage: () => '$property is one of the most common passwords: choose a less predictable one',
    },
  });
}

class AuthEnvironment {
  /** Whenever it is set, in every environment: a short secret can be found by brute force. */
  @RequiredWhen(inProduction, 'NODE_ENV=production')
  @MinLength(JWT_SECRET_MIN_LENGTH, { message: `$property must be at least ${JWT_SECRET_MIN_LENGTH} characters long` })
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

  @RequiredWhen((env) => env.ADMIN_PASSWORD !== undefined, 'ADMIN_PASSWORD is set')
  // The rule sign-up and login apply: an address they refuse could never sign in.
  @ValidateBy(
    { name: 'isValidEmail', validator: { validate: (value) => typeof value === 'string' && isValidEmail(value) } },
    { message: '$property must be an e-mail address' },
  )
  ADMIN_EMAIL?: string;

  @RequiredWhen((env) => env.ADMIN_EMAIL !== undefined, 'ADMIN_EMAIL is set')
  @IsNotCommonPassword()
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
}

export function loadAuthConfig(env: Environment): AuthConfig {
  const vars = validateEnvironment(env, AuthEnvironment);
  return {
    jwtSecret: vars.JWT_SECRET ?? readOrCreateSecretFile(join(dataDirOf(env), 'jwt-secret')),
    accessTokenTtlSeconds: parseDurationSeconds(vars.JWT_ACCESS_TTL ?? '15m'),
    refreshTokenTtlDays: Number(vars.REFRESH_TOKEN_TTL_DAYS ?? 30),
    refreshIdleDays: Number(vars.REFRESH_IDLE_DAYS ?? 14),
    sessionCheckCacheSeconds: Number(vars.SESSION_CHECK_CACHE_SECONDS ?? 30),
    rateLimit: { limit: Number(vars.AUTH_RATE_LIMIT ?? 10), ttlSeconds: Number(vars.AUTH_RATE_TTL_SECONDS ?? 60) },
    loginAccountLimit: loginAccountLimitOf(vars),
    admin: vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : null,
  };
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
  if (secret.length < 32) {
    throw new InvalidConfigurationError([`${path} must hold a secret of at least 32 characters; delete it to generate one`]);
  }
  return secret;
}

export const authConfig = registerAs('auth', () => loadAuthConfig(process.env));
