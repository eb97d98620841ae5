import { Global, Module } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { authConfig } from '../config';
import { DATABASE_SERVER } from '../database/database-server';
import { PoolReader } from '../database/pool-reader';
import { EventStreams } from './event-streams';
import { EventTickets } from './event-tickets.service';
import { openFanOut } from './fan-out';
import { LiveEventsController } from './live-events.controller';
import { FAN_OUT, LiveEvents } from './live-events.service';

/**
 * Live updates (server-sent events): `POST /api/events/ticket/` then `GET /api/events/?ticket=`.
 * Global: a module that changes what screens show injects `LiveEvents` and, once its transaction
 * has committed, publishes what changed (see `LiveEvent` in libs/contracts for who receives what):
 *
 *   await this.liveEvents.publish({ type: 'submission.replied', id }, { ownerId: submission.userId });
 *   await this.liveEvents.publish({ type: 'claim.changed', id }); // admins only
 *
 * Across instances the events go through PostgreSQL LISTEN/NOTIFY (channel `profileproof_events`);
 * with the embedded database, which serves one process, they stay in this process (see `openFanOut`).
 */
@Global()
@Module({
  controllers: [LiveEventsController],
  providers: [
    EventTickets,
    {
      provide: EventStreams,
      inject: [authConfig.KEY],
      useFactory: (auth: ConfigType<typeof authConfig>) => new EventStreams(auth.accessTokenTtlSeconds * 1000),
    },
    { provide: FAN_OUT, inject: [DATABASE_SERVER, PoolReader], useFactory: openFanOut },
    LiveEvents,
  ],
  exports: [LiveEvents],
})
export class LiveEventsModule {}
