import { setTimeout as sleep } from 'node:timers/promises';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OperationsConfig } from '../config';
import { Drain } from '../health/drain';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * How long the instance goes on answering, once it stops listening, before it closes its idle
 * connections: longer than a load balancer keeps a pooled connection idle (nginx's
 * `keepalive_timeout`, 2 s in docker/nginx/gateway.conf.template), so that by then the balancer
 * has either sent one more request on each (answered with `Connection: close`) or closed it
 * itself; and a connection accepted just before has brought its request. Closing a connection the
 * balancer may still use resets the request it sends on it, which it does not retry for a POST.
 */
const CONNECTIONS_SETTLE_MS = 2_500;

/**
 * On SIGTERM or SIGINT the instance drains, then exits with code 0:
 *
 * 1. it reports not ready (GET /api/health/ready answers 503);
 * 2. it keeps serving for SHUTDOWN_READY_DELAY_MS, the time the load balancer needs to notice;
 * 3. it stops accepting connections; from then on every answer closes its connection, and the
 *    open connections get CONNECTIONS_SETTLE_MS to be used once more or let go (`stopListening`);
 * 4. `app.close()`: the event streams end (their clients reconnect, through the load balancer, to
 *    another instance), the job queue's workers finish or hand back their jobs, the
 *    HTTP server stops accepting connections and closes the idle ones, the requests in flight
 *    finish, and then the database and Redis connections close.
 *
 * Past SHUTDOWN_TIMEOUT from the signal every connection is cut and the process exits with code 1.
 * A second signal exits at once (code 1): an operator's second Ctrl-C.
 */
export function drainOnSignals(
  app: NestFastifyApplication,
  config: Pick<OperationsConfig, 'shutdownTimeoutMs' | 'shutdownReadyDelayMs'>,
): void {
  const logger = new Logger('Shutdown');
  let draining = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (draining) {
      logger.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    draining = true;
    void drainAndExit(app, signal, config, logger);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

async function drainAndExit(
  app: NestFastifyApplication,
  signal: NodeJS.Signals,
  { shutdownTimeoutMs, shutdownReadyDelayMs }: Parameters<typeof drainOnSignals>[1],
  logger: Logger,
): Promise<void> {
  const started = performance.now();
  const server = app.getHttpServer() as Server;
  const deadline = setTimeout(() => {
    logger.error(
      `Not drained within SHUTDOWN_TIMEOUT (${shutdownTimeoutMs / 1000} s): cutting every connection and exiting`,
    );
    server.closeAllConnections();
    process.exit(1);
  }, shutdownTimeoutMs);
  app.get(Drain).begin();
  logger.log(
    `${signal} received: not ready any more; serving ${shutdownReadyDelayMs} ms more, then draining`,
  );
  try {
    if (shutdownReadyDelayMs > 0) await sleep(shutdownReadyDelayMs);
    await stopListening(server, app.get(Drain));
    // The application's close takes the signal (the interface omits it): hooks see what stopped it.
    await (app.close as (signal?: string) => Promise<void>).call(app, signal);
  } catch (error) {
    logger.error(
      `Shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  }
  clearTimeout(deadline);
  logger.log(`Drained in ${Math.round(performance.now() - started)} ms: exiting`);
  process.exit(0);
}

/**
 * Stops accepting connections without closing the idle ones yet. Node's `http.Server#close`
 * closes every idle connection at once, and a connection accepted a moment ago is idle until its
 * first request has been read: closing it then resets a request the load balancer has already
 * sent. So the listening socket closes first (the net server's own close), answers close their
 * connections from then on, and only after CONNECTIONS_SETTLE_MS does the application's close end
 * the idle ones (its own `close` of the server then finds it stopped, which Fastify accepts).
 */
async function stopListening(server: Server, drain: Drain): Promise<void> {
  if (server.listening) NetServer.prototype.close.call(server);
  drain.closeConnections();
  await sleep(CONNECTIONS_SETTLE_MS);
}
