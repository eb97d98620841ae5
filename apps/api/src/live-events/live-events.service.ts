import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LiveEvent } from '@profileproof/contracts';
import { EventStreams } from './event-streams';
import { type FanOut } from './fan-out';
import type { LiveAudience } from './live-event-message';

/** Injection token of the instance's `FanOut` (see `openFanOut`). */
export const FAN_OUT = Symbol('FAN_OUT');

/**
 * Live updates for the screens: `publish` an event once what it reports is committed, and every
 * open stream of its audience, on every instance, receives it. Publishing never fails the caller:
 * the action is done, and a screen that misses the event still refreshes on its own.
 */
@Injectable()
export class LiveEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveEvents');

  constructor(
    @Inject(FAN_OUT) private readonly fanOut: FanOut,
    private readonly streams: EventStreams,
  ) {}

  /**
   * Sends `event` to the admins' streams and, with `audience.ownerId`, to that user's. Call it
   * after the transaction commits (an event about uncommitted data would make screens refetch too
   * early); awaiting it orders the events of successive calls.
   */
  async publish(event: LiveEvent, audience: LiveAudience = {}): Promise<void> {
    try {
      await this.fanOut.publish({ event, audience });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Live event ${event.type} not sent (${reason}): screens see the change at their next refresh`);
    }
  }

  async onModuleInit(): Promise<void> {
    await this.fanOut.start(
      ({ event, audience }) => this.streams.deliver(event, audience),
      () => this.streams.resync(),
    );
  }

  /**
   * Before the HTTP server closes, which would cut open connections off: each stream ends properly
   * instead (its client reconnects, to another instance), and no new one opens.
   */
  async onModuleDestroy(): Promise<void> {
    this.streams.closeAll();
    await this.fanOut.stop();
  }
}
