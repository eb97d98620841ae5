import type { FastifyInstance } from 'fastify';
import { Histogram, register } from 'prom-client';

export const HTTP_DURATION_METRIC = 'http_request_duration_seconds';
/** The `route` of a request no route matched: raw URLs would give a series per scanner's guess. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One per process, on prom-client's default registry (several test apps in one process share it).
 * prom-client's default buckets, 5 ms to 10 s.
 */
function durationHistogram(): Histogram<'method' | 'route' | 'status_code'> {
  const existing = register.getSingleMetric(HTTP_DURATION_METRIC);
  if (existing) return existing as Histogram<'method' | 'route' | 'status_code'>;
  return new Histogram({
    name: HTTP_DURATION_METRIC,
    help: 'Time from request to response, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
  });
}

/**
 * Every answer is counted in `http_request_duration_seconds` by its route's template, e.g.
 * `/api/admin/submissions/:id/reply/`, never the raw URL (one series per id otherwise). Event
 * streams, written past Fastify, are not: their duration is the stream's life.
 */
export function observeRequestDurations(fastify: FastifyInstance): void {
  const histogram = durationHistogram();
  fastify.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        method: request.method,
        route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
