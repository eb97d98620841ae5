// The production topology of docker/compose.yaml, run on this machine without Docker: Debian's
// nginx (the images' own configuration: the API gateway and the four front-end servers) in front
// of several API instances (the built API, NODE_ENV=production), one PostgreSQL database (a
// throwaway database on the local server), one private redis-server and an SMTP server, each on a
// free port. Used by `npm run stack:prod` (stack-prod.mjs) and the topology test (topology-test.mjs),
// which stops and starts the parts one by one.
// Here: the build and the start of the whole; services.mjs holds PostgreSQL, Redis and SMTP,
// nginx.mjs the gateway and front-end servers, api-instances.mjs the API's processes.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRONTENDS, HOST } from '../scripts/remote-table.mjs';
import { distDir, workspaceRoot } from '../scripts/stack.mjs';
import { apiInstance, migrate } from './api-instances.mjs';
import { startNginx } from './nginx.mjs';
import { createDatabase, freePort, startMailServer, startRedis } from './services.mjs';

/** `nx run-many -t build` (Nx's cache makes it quick when the output is fresh). */
export function build() {
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'],
    {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  if (result.status !== 0) throw new Error('The build failed.');
}

/**
 * Starts the whole topology. `apiEnv` adds to (or, with `undefined`, removes from) the
 * instances' environment. Returns its parts and `stop()`, which ends every process it started,
 * drops the database and deletes the temporary folder.
 * @param {{ instances?: number, adminDatabaseUrl?: string, apiEnv?: Record<string, string | undefined>, keepLogs?: boolean }} [options]
 */
export async function startTopology(options = {}) {
  const count = options.instances ?? 3;
  const adminDatabaseUrl =
    options.adminDatabaseUrl ??
    process.env.TOPOLOGY_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  for (const project of ['api', ...Object.keys(FRONTENDS)]) {
    if (!existsSync(distDir(project)))
      throw new Error(`${distDir(project)} is missing: build first (npx nx run-many -t build).`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pp-topology-'));
  // nginx's workers (as `nobody` when started by root) read the front ends below it.
  await chmod(dir, 0o755);
  const logs = path.join(dir, 'logs');
  await mkdir(logs);
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error) => console.error(error));
    cleanups.length = 0;
    if (!options.keepLogs) await rm(dir, { recursive: true, force: true });
  };
  try {
    const database = await createDatabase(adminDatabaseUrl);
    cleanups.push(() => database.drop());
    const redis = await startRedis(dir);
    cleanups.push(() => redis.stop());
    const mail = await startMailServer();
    cleanups.push(() => mail.stop());

    const gatewayPort = await freePort();
    const gatewayUrl = `http://localhost:${gatewayPort}`;
    const frontendPorts = {};
    for (const project of Object.keys(FRONTENDS)) frontendPorts[project] = await freePort();
    const apiPorts = [];
    // Each instance's Prometheus port (METRICS_PORT), never the public one; ignored by an API without metrics.
    const metricsPorts = [];
    for (let i = 0; i < count; i += 1) {
      apiPorts.push(await freePort());
      metricsPorts.push(await freePort());
    }
    const shellUrl = `http://localhost:${frontendPorts[HOST.project]}`;

    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      SMTP_URL: mail.url,
      JWT_SECRET: randomBytes(48).toString('base64'),
      WEB_ORIGIN: shellUrl,
      API_PUBLIC_URL: gatewayUrl,
      // The instances believe X-Forwarded-* from the gateway only (on loopback here).
      TRUST_PROXY: 'loopback',
      RUN_MIGRATIONS: 'false',
      // Draining, an instance keeps serving this long after reporting not ready, as in Compose; it
      // then stops listening and answers with `Connection: close` for 2.5 s (longer than the
      // gateway keeps a pooled connection idle, 2 s) before it closes its idle connections.
      SHUTDOWN_READY_DELAY_MS: '3000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    };
    for (const [name, value] of Object.entries(options.apiEnv ?? {})) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    await migrate({ ...env, DATA_DIR: path.join(dir, 'migrate') }, path.join(logs, 'migrate.log'));

    const instances = apiPorts.map((port, index) =>
      apiInstance({
        index,
        port,
        metricsPort: metricsPorts[index],
        env: {
          ...env,
          DATA_DIR: path.join(dir, `api-${index}`),
          METRICS_PORT: String(metricsPorts[index]),
        },
        logFile: path.join(logs, `api-${index}.log`),
      }),
    );
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop(15_000)));
      await Promise.all(instances.map((instance) => instance.close()));
    });
    await Promise.all(instances.map((instance) => instance.start()));

    const nginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      gatewayPort,
      apiPorts,
      frontendPorts,
      gatewayUrl,
      logFile: path.join(logs, 'nginx-error.log'),
    });
    cleanups.push(() => nginx.stop());

    return {
      dir,
      logs,
      gatewayUrl,
      shellUrl,
      remoteUrls: nginx.remoteUrls,
      frontendPorts,
      database,
      redis,
      mail,
      instances,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
