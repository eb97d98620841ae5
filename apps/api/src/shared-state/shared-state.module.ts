import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type Redis from 'ioredis';
import { redisConfig } from '../config';
import { OneTimeMarkers } from './one-time-markers';
import { openRedisClient, REDIS_CLIENT } from './redis-client';

/**
 * State that must be shared by every API instance but does not belong in PostgreSQL: the Redis
 * client (REDIS_URL) and what is built on it. Without REDIS_URL it all lives in process memory.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [redisConfig.KEY],
      useFactory: (config: ConfigType<typeof redisConfig>) =>
        config.url ? openRedisClient(config.url, config.keyPrefix) : null,
    },
    OneTimeMarkers,
  ],
  exports: [REDIS_CLIENT, OneTimeMarkers],
})
export class SharedStateModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end')
      await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
