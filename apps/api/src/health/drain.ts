import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { DRAINING_DETAIL } from './health.messages';

/** Another instance can answer at once. */
const DRAINING_RETRY_AFTER_SECONDS = 1;

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

/**
 * While draining, a read (GET or HEAD) other than the probes is answered 503 with `Retry-After`
 * before anything runs, on a connection then closed. nginx retries it on another instance
 * (`proxy_next_upstream http_503`: nothing was done here) and counts the failure (`max_fails=1`),
 * so it sends this instance no new request for `fail_timeout`. Without this, open-source nginx,
 * which has no active health checks, goes on opening connections here until the listening socket
 * closes; a POST sent on one the kernel had just queued is then reset, and nginx does not retry
 * it (it may have been applied). Writes are still served while draining.
 */
export function sendReadsElsewhereWhileDraining(fastify: FastifyInstance, drain: Drain): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!drain.draining || !read || request.url.startsWith('/api/health')) return done();
    void reply
      .code(503)
      .header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS))
      .send({ detail: DRAINING_DETAIL });
  });
}
