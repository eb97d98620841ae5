import { registerAs } from '@nestjs/config';
import { REPLY_WINDOW_HOURS, type Tier } from '@profileproof/contracts';
import { IsOptional } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsDuration, parseDurationSeconds } from './validators';

class DeskEnvironment {
  @IsOptional()
  @IsDuration()
  REPLY_WINDOW_FREE?: string;

  @IsOptional()
  @IsDuration()
  REPLY_WINDOW_BASIC?: string;

  @IsOptional()
  @IsDuration()
  REPLY_WINDOW_PREMIUM?: string;
}

export interface DeskConfig {
  /**
   * Each tier's reply window in milliseconds: a new submission is due its creation time plus its
   * owner's window. Defaults: REPLY_WINDOW_HOURS (libs/contracts, the pricing page's texts).
   */
  replyWindowMs: Readonly<Record<Tier, number>>;
}

function windowMs(value: string | undefined, tier: Tier): number {
  return value === undefined
    ? REPLY_WINDOW_HOURS[tier] * 3_600_000
    : parseDurationSeconds(value) * 1000;
}

export function loadDeskConfig(env: Environment): DeskConfig {
  const vars = validateEnvironment(env, DeskEnvironment);
  return {
    replyWindowMs: {
      free: windowMs(vars.REPLY_WINDOW_FREE, 'free'),
      basic: windowMs(vars.REPLY_WINDOW_BASIC, 'basic'),
      premium: windowMs(vars.REPLY_WINDOW_PREMIUM, 'premium'),
    },
  };
}

export const deskConfig = registerAs('desk', () => loadDeskConfig(process.env));
