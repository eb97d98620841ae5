import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { LiveEvent } from '@profileproof/contracts';
import type { EntityManager } from 'typeorm';
import { SessionCheckService } from '../auth/sessions/session-check.service';
import { EventStreams } from './event-streams';
import { type FanOut } from './fan-out';
import type { LiveAudience, LiveMessage, StreamSelector } from './live-event-message';

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
    private readonly sessionCheck: SessionCheckService,
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
      this.logger.warn(
        `Live event ${event.type} not sent (${reason}): screens see the change at their next refresh`,
      );
    }
  }

  /**
   * Ends the streams of the sessions `selector` names, on every instance, when the transaction of
   * `manager` (which ends those sessions) commits. Unlike `publish` it throws, failing that
   * transaction: a session must not end while its streams go on.
   */
  endStreams(manager: EntityManager, selector: StreamSelector): Promise<void> {
    return this.fanOut.publishIn(manager, { endStreams: selector });
  }

  async onModuleInit(): Promise<void> {
    await this.fanOut.start(
      (message) => this.receive(message),
      () => this.streams.resync(),
    );
  }

  /**
   * Before the HTTP server closes, which would cut open connections off: each stream ends properly
   * instead (its client reconnects, to another instance), and no new one opens.
   */
  async onModuleDestroy(): Promise<void> {
    await this.streams.closeAll();
    await this.fanOut.stop();
  }

  private receive(message: LiveMessage): void {
    if ('event' in message) {
      this.streams.deliver(message.event, message.audience);
      return;
    }
    const { userId, sessionId } = message.endStreams;
    this.streams.end(message.endStreams);
    // Ended on another instance, or in the database: this process stops trusting it too.
    if (sessionId === undefined) this.sessionCheck.forgetUser(userId);
    else this.sessionCheck.forgetSession(sessionId);
  }
}
