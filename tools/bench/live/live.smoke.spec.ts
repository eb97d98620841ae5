import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../../apps/api/src/app/app.module';
import { configureApp } from '../../../apps/api/src/app/configure-app';
import {
  createHttpAdapter,
  NEST_APPLICATION_OPTIONS,
} from '../../../apps/api/src/app/http-options';
import { loadAppConfig } from '../../../apps/api/src/config';
import { startEmbeddedPostgres } from '../api/processes.mjs';
import { runLiveBenchmark } from './harness.mjs';

/**
 * `npm run bench:live` with few streams: what a developer would notice if the harness broke — a
 * stream not opened, an event not arriving, a reconnect answered 5xx, a figure that is not a number,
 * a table missing. The API runs from its sources in this process (jest runs before the build), the
 * bare server and the clients in processes of their own. No figure is judged: they are only printed.
 * The events and the storm need PostgreSQL's LISTEN/NOTIFY between instances: with DATABASE_URL (as
 * in CI) only; on the embedded PGlite the streams, memory and CPU are checked.
 */

const saved = { ...process.env };

/** The API as main.ts builds it, on `env`, listening on `port`. */
async function startApiFromSources({ env, port }: { env: Record<string, string>; port: number }) {
  // Both instances of the storm share one environment: set once, restored after the test.
  Object.assign(process.env, { ...env, NODE_ENV: 'test' });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    createHttpAdapter({ trustProxy: loadAppConfig(process.env).trustProxy }),
    NEST_APPLICATION_OPTIONS,
  );
  configureApp(app);
  await app.listen(port, '127.0.0.1');
  return { baseUrl: await app.getUrl(), pid: process.pid, stop: () => app.close() };
}

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe('npm run bench:live (smoke: few streams)', () => {
  it('opens every stream on both servers, every event reaches every stream, and a storm of reconnects gets no 5xx', async () => {
    const embedded = process.env.DATABASE_URL
      ? null
      : await startEmbeddedPostgres(join(__dirname, '../api/pglite-worker.mjs'));
    const output: string[] = [];
    try {
      const outcome = await runLiveBenchmark({
        streams: [10, 20],
        clientProcesses: 2,
        events: 2,
        idleSeconds: 0.2,
        settleSeconds: 0.1,
        timeoutSeconds: 30,
        startApi: startApiFromSources,
        log: (line: string) => output.push(line),
        ...(embedded
          ? { databaseUrl: embedded.url, poolSize: 1, events: 0, storm: false }
          : { serverUrl: process.env.DATABASE_URL }),
      });
      const printed = output.join('\n');

      expect(outcome.errors).toEqual([]);
      expect(outcome.steps.map((step) => [step.streams, step.api.live, step.bare.live])).toEqual([
        [10, 10, 10],
        [20, 20, 20],
      ]);
      for (const step of outcome.steps) {
        for (const server of [step.api, step.bare]) {
          expect(server.missing).toBe(0);
          for (const figure of [server.rssIdle, server.rssOpen, server.idleCpu])
            expect(Number.isFinite(figure)).toBe(true);
          if (embedded) continue;
          for (const figure of [server.p50, server.p99, server.writeAll])
            expect(figure).toBeGreaterThanOrEqual(0);
          expect(server.p99).toBeGreaterThanOrEqual(server.p50);
        }
      }
      const tables = ['Streams:', 'Fan-out:', ...(embedded ? [] : ['Reconnect storm:'])];
      if (!embedded)
        expect(outcome.storm).toMatchObject({ clients: 20, allLive: true, live: 20, fiveXX: 0 });
      for (const title of [...tables, 'No errors']) expect(printed).toContain(title);
      // Each table has a goal and a "met?" column.
      expect(printed.split('\n').filter((line) => /goal\s+met\?$/.test(line))).toHaveLength(
        tables.length,
      );
    } finally {
      await embedded?.stop();
    }
  }, 240_000);
});
