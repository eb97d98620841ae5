import { registerAs } from '@nestjs/config';
import { IsOptional } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsUrlWithScheme } from './validators';

class RedisEnvironment {
  @IsOptional()
  @IsUrlWithScheme(['redis', 'rediss'], { example: 'redis://127.0.0.1:6379' })
  REDIS_URL?: string;
}

export interface RedisConfig {
  /**
   * Redis shared by every API instance (rate-limit counters, one-time markers). Null: that state
   * lives in this process's memory, which is right for one instance only.
   */
  url: string | null;
}

export function loadRedisConfig(env: Environment): RedisConfig {
  const vars = validateEnvironment(env, RedisEnvironment);
  return { url: vars.REDIS_URL ?? null };
}

export const redisConfig = registerAs('redis', () => loadRedisConfig(process.env));
