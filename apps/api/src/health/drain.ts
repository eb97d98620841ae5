import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is draining (shutting down): from then on GET /api/health/ready answers
 * 503, so that the load balancer sends no more traffic here. Once it has stopped listening
 * (`closeConnections`), every answer also closes its connection (`closeConnectionsWhileDraining`).
 * main.ts starts both on SIGTERM/SIGINT (app/graceful-shutdown.ts).
 */
@Injectable()
export class Drain implements BeforeApplicationShutdown {
  private started = false;
  private closing = false;

  get draining(): boolean {
    return this.started;
  }

  /** True once answers close their connections. */
  get closingConnections(): boolean {
    return this.closing;
  }

  begin(): void {
    this.started = true;
  }

  closeConnections(): void {
    this.started = true;
    this.closing = true;
  }

  /**
   * An application closed without a signal (a test, the CLI) drains too. Work of other modules
   * that must end first (the job queue's workers) ends in their own `beforeApplicationShutdown`,
   * before the database closes.
   */
  beforeApplicationShutdown(): void {
    this.closeConnections();
  }
}

/**
 * Once the instance has stopped listening, every answer says `Connection: close` and Node closes
 * its connection once it is sent: a load balancer's pooled connection is let go between two
 * requests, never during one (a request it sends on a connection the server has just closed is
 * lost when it is not idempotent). Not before it stops listening: while it still listens, closing
 * each answer's connection would make the balancer open a new connection per request, and any
 * such connection still waiting to be accepted when the listening socket closes is reset with the
 * request the balancer has sent on it. onSend, not onRequest: a request under way then is answered
 * that way too.
 */
export function closeConnectionsWhileDraining(fastify: FastifyInstance, drain: Drain): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (drain.closingConnections && request.raw.httpVersionMajor === 1)
      reply.header('connection', 'close');
    done(null, payload);
  });
}
