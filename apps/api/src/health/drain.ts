import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Work of another module that must end or be handed back before the process exits (a job queue's
 * workers, say). Join with `Drain.join` (in `onModuleInit`); `drain` is called once, while the
 * requests in flight still run and the database is still open, and may take up to the rest of
 * SHUTDOWN_TIMEOUT.
 */
export interface DrainParticipant {
  /** Names it in the shutdown log. */
  readonly name: string;
  drain(): Promise<void>;
}

/**
 * Whether this instance is draining (shutting down): from then on GET /api/health/ready answers
 * 503, so that the load balancer sends no more traffic here, and every answer closes its
 * connection (`closeConnectionsWhileDraining`). main.ts starts it on SIGTERM/SIGINT.
 */
@Injectable()
export class Drain implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly participants: DrainParticipant[] = [];
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }

  join(participant: DrainParticipant): void {
    this.participants.push(participant);
  }

  /**
   * Runs once the event streams have ended (their modules' `onModuleDestroy`) and before the HTTP
   * server closes: the participants drain side by side with the requests still in flight.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.started = true;
    await Promise.all(
      this.participants.map(async (participant) => {
        try {
          await participant.drain();
        } catch (error) {
          this.logger.error(
            `${participant.name} did not drain: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }),
    );
  }
}

/**
 * While draining, every answer says `Connection: close` and Node closes its connection once it is
 * sent: a load balancer's pooled connection is let go between two requests, never during one (a
 * request it sends on a connection the server has just closed is lost when it is not idempotent).
 * onSend, not onRequest: a request under way when the drain begins is answered that way too.
 */
export function closeConnectionsWhileDraining(fastify: FastifyInstance, drain: Drain): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (drain.draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}
