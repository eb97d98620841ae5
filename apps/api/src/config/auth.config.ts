import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { IsEmail, IsOptional, MinLength } from 'class-validator';
import { dataDirOf, type Environment, InvalidConfigurationError, validateEnvironment } from './environment';
import { IsDuration, IsIntegerString, MinLengthWhen, parseDurationSeconds, RequiredWhen } from './validators';

const inProduction = (env: Environment) => env.NODE_ENV === 'production';

class AuthEnvironment {
  @RequiredWhen(inProduction, 'NODE_ENV=production')
  @MinLengthWhen(inProduction, 32, 'NODE_ENV=production')
  JWT_SECRET?: string;

  @IsOptional()
  @IsDuration()
  JWT_ACCESS_TTL?: string;

  @IsOptional()
  @IsIntegerString(1, 3650)
  REFRESH_TOKEN_TTL_DAYS?: string;

  @IsOptional()
  @IsIntegerString(1, 1_000_000)
  AUTH_RATE_LIMIT?: string;

  @IsOptional()
  @IsIntegerString(1, 86_400)
  AUTH_RATE_TTL_SECONDS?: string;

  @RequiredWhen((env) => env.ADMIN_PASSWORD !== undefined, 'ADMIN_PASSWORD is set')
  @IsEmail({}, { message: '$property must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @RequiredWhen((env) => env.ADMIN_EMAIL !== undefined, 'ADMIN_EMAIL is set')
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
  refreshTokenTtlDays: number;
  /**
   * Attempts per client IP on each rate-limited auth route (login, signup, password reset,
   * resend verification, Google sign-in) within `ttlSeconds`.
   */
  rateLimit: { limit: number; ttlSeconds: number };
  /** The verified admin account ensured at start, if configured. */
  admin: AdminCredentials | null;
}

export function loadAuthConfig(env: Environment): AuthConfig {
  const vars = validateEnvironment(env, AuthEnvironment);
  return {
    jwtSecret: vars.JWT_SECRET ?? readOrCreateSecretFile(join(dataDirOf(env), 'jwt-secret')),
    accessTokenTtlSeconds: parseDurationSeconds(vars.JWT_ACCESS_TTL ?? '15m'),
    refreshTokenTtlDays: Number(vars.REFRESH_TOKEN_TTL_DAYS ?? 30),
    rateLimit: { limit: Number(vars.AUTH_RATE_LIMIT ?? 10), ttlSeconds: Number(vars.AUTH_RATE_TTL_SECONDS ?? 60) },
    admin: vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD } : null,
  };
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
