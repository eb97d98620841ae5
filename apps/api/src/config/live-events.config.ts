import { registerAs } from '@nestjs/config';
import { IsOptional } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsIntegerString } from './validators';

/**
 * Each open stream holds a socket (a file descriptor) for as long as it lasts; the default leaves
 * room under the common limit of 1024 descriptors for the database pool, Redis and ordinary requests.
 */
export const EVENT_STREAMS_PER_INSTANCE_DEFAULT = 500;

class LiveEventsEnvironment {
  @IsOptional()
  @IsIntegerString(1, 100_000)
  EVENT_STREAMS_PER_INSTANCE?: string;
}

export interface LiveEventsConfig {
  /** Event streams one instance keeps open at most, every user together: one more gets 429. */
  streamsPerInstance: number;
}

export function loadLiveEventsConfig(env: Environment): LiveEventsConfig {
  const vars = validateEnvironment(env, LiveEventsEnvironment);
  return {
    streamsPerInstance: Number(
      vars.EVENT_STREAMS_PER_INSTANCE ?? EVENT_STREAMS_PER_INSTANCE_DEFAULT,
    ),
  };
}

export const liveEventsConfig = registerAs('liveEvents', () => loadLiveEventsConfig(process.env));
