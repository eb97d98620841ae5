import { registerAs } from '@nestjs/config';
import { IsOptional, Matches } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsUrlWithScheme } from './validators';

class RedisEnvironment {
  @IsOptional()
  @IsUrlWithScheme(['redis', 'rediss'], { example: 'redis://127.0.0.1:6379' })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[\w.:-]{1,64}$/, { message: '$property must be 1 to 64 letters, digits or . : _ -' })
  REDIS_KEY_PREFIX?: string;
}

export interface RedisConfig {
  /**
   * Redis shared by every API instance (rate-limit counters, one-time markers). Null: that state
   * lives in this process's memory, which is right for one instance only.
   */
  url: string | null;
  /** Put before every key this API writes, so that several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
}

export function loadRedisConfig(env: Environment): RedisConfig {
  const vars = validateEnvironment(env, RedisEnvironment);
  return { url: vars.REDIS_URL ?? null, keyPrefix: vars.REDIS_KEY_PREFIX ?? 'pp:' };
}

export const redisConfig = registerAs('redis', () => loadRedisConfig(process.env));
