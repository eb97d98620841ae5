import { execFileSync } from 'node:child_process';
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
import { runBenchmark } from './harness.mjs';
import { startEmbeddedPostgres } from './processes.mjs';

/**
 * `npm run bench` on tiny data with very short runs: what a developer would notice if the harness
 * broke — a table missing an endpoint, a server refusing, the two servers answering differently,
 * a figure that is not a number. The API runs from its sources in this process (jest runs before
 * the build); the bare server in a process of its own. Without DATABASE_URL, both use an in-memory
 * PGlite. No figure is judged: timings are only printed.
 */

const READS = [
  "customer's list",
  'subscription',
  'processed first page',
  'processed middle page',
  'processed last page',
  'pending queue (first 50)',
  'pending queue (500)',
  'stats',
  'search: pending',
  'search: reviewed',
];
const ENDPOINTS = [...READS, 'submit (POST)'];

/** The API as main.ts builds it, on `env`, listening on a free port. */
async function startApiFromSources({ env }: { env: Record<string, string> }) {
  const values: Record<string, string> = { ...env, NODE_ENV: 'test' };
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    createHttpAdapter({ trustProxy: loadAppConfig(process.env).trustProxy }),
    NEST_APPLICATION_OPTIONS,
  );
  configureApp(app);
  await app.listen(0, '127.0.0.1');
  return {
    baseUrl: await app.getUrl(),
    stop: async () => {
      await app.close();
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    },
  };
}

describe('npm run bench (smoke: tiny data, short runs)', () => {
  it('prints throughput, latency and growth for every endpoint, both servers answering 200 with the same JSON and headers', async () => {
    const embedded = process.env.DATABASE_URL
      ? null
      : await startEmbeddedPostgres(join(__dirname, 'pglite-worker.mjs'));
    const output: string[] = [];
    try {
      const outcome = await runBenchmark({
        ...(embedded
          ? { databaseUrl: embedded.url, poolSize: 1, seedConnections: 1 }
          : { serverUrl: process.env.DATABASE_URL }),
        sizes: [100, 200],
        users: 30,
        connections: 2,
        amount: 10,
        rounds: 1,
        warmup: 0,
        latencySamples: 3,
        latencyWarmup: 1,
        startApi: startApiFromSources,
        benchDir: __dirname,
        log: (line: string) => output.push(line),
      });
      const printed = output.join('\n');

      expect(outcome.mismatches).toEqual([]);
      expect(outcome.warnings).toEqual([]);
      expect(printed).toContain('The API and the bare server gave the same answers.');
      for (const size of outcome.sizes) {
        expect(size.throughput.map((row) => row.label)).toEqual(ENDPOINTS);
        expect(size.latency.map((row) => row.label)).toEqual(READS);
        for (const row of size.throughput) {
          for (const server of [row.api, row.bare]) {
            expect(server.requestsPerSecond).toBeGreaterThan(0);
            expect(Number.isFinite(server.requestsPerSecond)).toBe(true);
            expect(Number.isFinite(server.p99)).toBe(true);
            expect(Object.keys(server.statuses).every((code) => code.startsWith('2'))).toBe(true);
          }
          // The bare server runs in a process of its own: its CPU time per request is read from
          // /proc. The API started here shares the test's process: no figure rather than a wrong one.
          expect(row.bare.cpuMicrosPerRequest).toBeGreaterThan(0);
          expect(row.api.cpuMicrosPerRequest).toBeNull();
          expect(row.ratio).toBeGreaterThan(0);
          expect(Number.isFinite(row.ratio)).toBe(true);
        }
        for (const row of size.latency) {
          for (const value of [row.api, row.bare]) expect(value).toBeGreaterThan(0);
        }
      }
      expect(
        (outcome.growth ?? []).map((row) => [
          row.label,
          Number.isFinite(row.growth) && row.growth > 0,
        ]),
      ).toEqual(READS.map((label) => [label, true]));
      // Each table is printed with a row per endpoint.
      for (const title of [
        'Throughput:',
        'Single-request latency:',
        'Latency growth of the API from 100 to 200 submissions',
      ]) {
        expect(printed).toContain(title);
      }
      for (const label of ENDPOINTS)
        expect(printed.split('\n').filter((line) => line.startsWith(label)).length).toBe(
          label === 'submit (POST)' ? 2 : 5,
        );
    } finally {
      await embedded?.stop();
    }
  }, 180_000);

  it('loads its own copy of the statements: bare-sql.mjs in a plain Node process, no hooks', () => {
    // The bare server runs as a Node process of its own; so does this load. Its statements are
    // copies of the repositories' (the benchmark follows the product): the answer check compares
    // what the two servers answer.
    const printed = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { SQL } = await import(${JSON.stringify(join(__dirname, 'bare-sql.mjs'))});
         process.stdout.write(JSON.stringify(SQL));`,
      ],
      { encoding: 'utf8' },
    );
    const bare = JSON.parse(printed) as Record<string, string>;
    expect(Object.keys(bare).sort()).toEqual(
      [
        'userSubmissions',
        'usage',
        'pending',
        'pendingFiltered',
        'pendingSearch',
        'newestReviewed',
        'reviewedWalkHead',
        'reviewedWalkIndex',
        'reviewedWalkCount',
        'reviewedWalkSearchCount',
        'reviewedWalkPage',
        'reviewedWalkSearchPage',
        'stats',
        'lockUser',
        'insertUnlessPending',
        'session',
        'eventsChannel',
        'notify',
        'listen',
      ].sort(),
    );
    for (const statement of Object.values(bare)) expect(statement.trim()).not.toBe('');
  });
});
