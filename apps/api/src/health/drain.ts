import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is draining (shutting down): from then on GET /api/health/ready answers
 * 503, so that the load balancer sends no more traffic here, and every answer closes its
 * connection (`closeConnectionsWhileDraining`). main.ts starts it on SIGTERM/SIGINT.
 */
@Injectable()
export class Drain implements BeforeApplicationShutdown {
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  begin(): void {
    this.started = true;
  }

  /**
   * An application closed without a signal (a test, the CLI) drains too. Work of other modules
   * that must end first (the job queue's workers) ends in their own `beforeApplicationShutdown`,
   * before the database closes.
   */
  beforeApplicationShutdown(): void {
    this.started = true;
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
