import { Global, Logger, Module } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AuthModule } from '../auth/auth.module';
import { authConfig, databaseConfig, liveEventsConfig } from '../config';
import { DATABASE_SERVER } from '../database/database-server';
import { REDIS_CLIENT } from '../shared-state/redis-client';
import { descriptorLimitWarning, openFilesSoftLimit } from './descriptor-limit';
import { EventStreams } from './event-streams';
import { EventTickets } from './event-tickets.service';
import { openFanOut } from './fan-out';
import { LiveEventsController } from './live-events.controller';
import { FAN_OUT, LiveEvents } from './live-events.service';
import { streamSlots } from './stream-slots';

/**
 * Live updates (server-sent events): `POST /api/events/ticket/` then `GET /api/events/?ticket=`.
 * Global: a module that changes what screens show injects `LiveEvents` and, once its transaction
 * has committed, publishes what changed (see `LiveEvent` in libs/contracts for who receives what):
 *
 *   await this.liveEvents.publish({ type: 'submission.replied', id }, { ownerId: submission.userId });
 *   await this.liveEvents.publish({ type: 'claim.changed', id }); // admins only
 *
 * Ending sessions ends their streams: `SessionsService` calls `LiveEvents.endStreams` in its
 * transaction. Across instances the messages go through PostgreSQL LISTEN/NOTIFY (channel
 * `profileproof_events`); with the embedded database, which serves one process, they stay in this
 * process (see `openFanOut`).
 */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [LiveEventsController],
  providers: [
    EventTickets,
    {
      provide: EventStreams,
      inject: [authConfig.KEY, liveEventsConfig.KEY, databaseConfig.KEY, REDIS_CLIENT],
      useFactory: (
        auth: ConfigType<typeof authConfig>,
        config: ConfigType<typeof liveEventsConfig>,
        database: ConfigType<typeof databaseConfig>,
        redis: Redis | null,
      ) => {
        // Said at start, not found out under load (EMFILE for streams and requests alike).
        const warning = descriptorLimitWarning(
          config.streamsPerInstance,
          database.poolSize,
          openFilesSoftLimit(),
        );
        if (warning) new Logger('LiveEvents').warn(warning);
        return new EventStreams(
          { lifetimeMs: auth.accessTokenTtlSeconds * 1000, maxStreams: config.streamsPerInstance },
          streamSlots(redis),
        );
      },
    },
    { provide: FAN_OUT, inject: [DATABASE_SERVER, DataSource], useFactory: openFanOut },
    LiveEvents,
  ],
  // EventStreams: the metrics count the open streams.
  exports: [LiveEvents, EventStreams],
})
export class LiveEventsModule {}
