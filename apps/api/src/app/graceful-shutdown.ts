import { setTimeout as sleep } from 'node:timers/promises';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OperationsConfig } from '../config';
import { Drain } from '../health/drain';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * How long the instance goes on answering, once it stops listening, on the connections it had
 * just accepted: a load balancer sends its request right after connecting, and a connection
 * closed before that request is read would fail a POST the balancer may not retry.
 */
const ACCEPTED_SETTLE_MS = 1_000;

/**
 * On SIGTERM or SIGINT the instance drains, then exits with code 0:
 *
 * 1. it reports not ready (GET /api/health/ready answers 503) and every answer from now on
 *    closes its connection;
 * 2. it keeps serving for SHUTDOWN_READY_DELAY_MS, the time the load balancer needs to notice;
 * 3. it stops accepting connections, and gives those it had just accepted a moment to bring
 *    their request (see `stopListening`);
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
    await stopListening(server);
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
 * sent. So the listening socket closes first (the net server's own close), the connections just
 * accepted get ACCEPTED_SETTLE_MS to bring their request (answered with `Connection: close`), and
 * only then does the application's close end the idle ones (its own `close` of the server then
 * finds it stopped, which Fastify accepts).
 */
async function stopListening(server: Server): Promise<void> {
  if (!server.listening) return;
  NetServer.prototype.close.call(server);
  await sleep(ACCEPTED_SETTLE_MS);
}
