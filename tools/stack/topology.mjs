// The production topology of docker/compose.yaml, run on this machine without Docker: Debian's
// nginx (the images' own configuration: the API gateway and the four front-end servers) in front
// of several API instances (the built API, NODE_ENV=production), one PostgreSQL database (a
// throwaway database on the local server), one private redis-server and an SMTP server, each on a
// free port. Used by `npm run stack:prod` (stack-prod.mjs) and the topology test (topology-test.mjs),
// which stops and starts the parts one by one.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { FRONTENDS, HOST } from '../scripts/remote-table.mjs';
import { writeImageNginxConf } from './image-nginx-conf.mjs';
import { distDir, workspaceRoot } from '../scripts/stack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function findBinary(name, extra) {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)),
    ...extra,
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error(
      `${name} was not found (PATH, ${extra.join(', ')}). Install it: apt-get install -y ${name === 'redis-server' ? 'redis-server' : name}`,
    );
  return found;
}

/**
 * Waits until `check` resolves true (a rejection counts as not yet), or throws after `timeoutMs`
 * with `what` in the message, or at once when `gone()` names why it never will.
 * @param {() => Promise<boolean>} check @param {number} timeoutMs @param {string} what
 * @param {() => string | null} [gone]
 */
export async function waitUntil(check, timeoutMs, what, gone = () => null) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gone();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

// ---- PostgreSQL: a throwaway database on the local server ---------------------------------

/** Creates a database on the server of `adminUrl`; `drop()` removes it (closing its connections). */
export async function createDatabase(adminUrl) {
  const name = `pp_topology_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// ---- Redis: a private redis-server that can be stopped and started again -------------------

export async function startRedis(dir) {
  const binary = findBinary('redis-server', [
    '/usr/bin/redis-server',
    '/usr/local/bin/redis-server',
  ]);
  const port = await freePort();
  let child = null;
  let exited = Promise.resolve();
  // Up once it answers PING.
  const isUp = () =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn(
        binary,
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          dir,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      exited = new Promise((resolve) => child.once('exit', resolve));
      await waitUntil(isUp, 10_000, `redis-server on port ${port}`);
    },
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      child = null;
    },
  };
  await redis.start();
  return redis;
}

// ---- SMTP: a mail server that records what it receives, stoppable ------------------------

/** The mail server: every mail received ({to, subject, at}), kept in order. */
export async function startMailServer() {
  const port = await freePort();
  const received = [];
  let server = null;
  const mail = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** Mails received per recipient (lower-case address). */
    countByRecipient() {
      const counts = new Map();
      for (const message of received)
        for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
      return counts;
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        closeTimeout: 500,
        onData(stream, session, callback) {
          let text = '';
          stream.on('data', (chunk) => (text += chunk.toString('utf8')));
          stream.on('end', () => {
            const subject = /^Subject: (.*)$/im.exec(text)?.[1] ?? '';
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject,
              at: Date.now(),
            });
            callback();
          });
        },
      });
      await new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
    },
    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      await new Promise((resolve) => closing.close(resolve));
    },
  };
  await mail.start();
  return mail;
}

// ---- nginx: the images' configuration, rendered as their entrypoints render it -------------

/** What 20-envsubst-on-templates.sh does with NGINX_ENVSUBST_FILTER=^NGINX_: only those variables, only when set. */
function envsubst(template, env) {
  return template.replace(/\$(?:\{(NGINX_\w+)\}|(NGINX_\w+))/g, (whole, braced, bare) => {
    const name = braced ?? bare;
    return name in env ? env[name] : whole;
  });
}

function runEntrypointScript(script, env) {
  const result = spawnSync('sh', [path.join(workspaceRoot, 'docker/nginx', script)], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NGINX_ENTRYPOINT_QUIET_LOGS: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
}

/**
 * One nginx process holding what compose runs as five nginx containers: the gateway
 * (docker/nginx/gateway.conf.template + 30-api-upstream.sh, the gateway image) and one front-end
 * server per app (docker/nginx/default.conf.template + 40-runtime-config.sh, the web image). The
 * only change to the rendered blocks: the images' absolute paths (/usr/share/nginx,
 * /etc/nginx/generated) are moved under `dir`, one folder per container.
 */
export async function startNginx({
  dir,
  gatewayPort,
  apiPorts,
  frontendPorts,
  gatewayUrl,
  logFile,
}) {
  const binary = findBinary('nginx', ['/usr/sbin/nginx', '/usr/local/sbin/nginx']);
  await mkdir(path.join(dir, 'conf.d'), { recursive: true });
  // nginx started by root reads the files as `nobody`.
  await chmod(dir, 0o755);
  const remoteList = spawnSync(process.execPath, ['tools/scripts/remote-table.mjs', 'list'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  }).stdout;
  await writeFile(path.join(dir, 'remotes.list'), remoteList);

  const frontendTemplate = await readFile(
    path.join(workspaceRoot, 'docker/nginx/default.conf.template'),
    'utf8',
  );
  // The shell's *_REMOTE_URL variables, and each remote's URL by project.
  const remoteVariables = {};
  const remoteUrls = {};
  for (const [project, container] of Object.entries(FRONTENDS)) {
    if (!container) continue;
    remoteUrls[project] = `http://localhost:${frontendPorts[project]}`;
    remoteVariables[`${container.toUpperCase()}_REMOTE_URL`] = remoteUrls[project];
  }
  const shellUrl = `http://localhost:${frontendPorts[HOST.project]}`;

  for (const project of Object.keys(FRONTENDS)) {
    const container = path.join(dir, project);
    const share = path.join(container, 'share');
    const generated = path.join(container, 'generated');
    await mkdir(generated, { recursive: true });
    // The image's html folder (the build, without source maps: the image deletes them).
    await cp(distDir(project), path.join(share, 'html'), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    for (const folder of [container, share, path.join(share, 'html'), generated])
      await chmod(folder, 0o755);
    const conf = path.join(dir, 'conf.d', `${project}.conf`);
    await writeFile(
      conf,
      envsubst(frontendTemplate, { NGINX_PORT: `127.0.0.1:${frontendPorts[project]}` })
        .replaceAll('/usr/share/nginx', share)
        .replaceAll('/etc/nginx/generated', generated),
    );
    runEntrypointScript('40-runtime-config.sh', {
      APP: project,
      SERVER_CONF: conf,
      RUNTIME_DIR: path.join(share, 'runtime'),
      GENERATED_DIR: generated,
      REMOTES_LIST: path.join(dir, 'remotes.list'),
      APP_ENVIRONMENT: 'production-topology',
      API_BASE_URL: gatewayUrl,
      // As compose: the remotes allow the shell's origin; plain HTTP here, so no HSTS.
      ...(project === HOST.project ? remoteVariables : { CORS_ALLOW_ORIGIN: shellUrl }),
      STRICT_TRANSPORT_SECURITY: '',
    });
  }

  const gatewayDir = path.join(dir, 'gateway');
  const gatewayGenerated = path.join(gatewayDir, 'generated');
  await mkdir(gatewayGenerated, { recursive: true });
  const gatewayTemplate = await readFile(
    path.join(workspaceRoot, 'docker/nginx/gateway.conf.template'),
    'utf8',
  );
  await writeFile(
    path.join(dir, 'conf.d', 'gateway.conf'),
    envsubst(gatewayTemplate, { NGINX_PORT: `127.0.0.1:${gatewayPort}` }).replaceAll(
      '/etc/nginx/generated',
      gatewayGenerated,
    ),
  );
  runEntrypointScript('30-api-upstream.sh', {
    API_UPSTREAMS: apiPorts.map((port) => `127.0.0.1:${port}`).join(' '),
    GENERATED_DIR: gatewayGenerated,
  });

  // The images' nginx.conf, with its writable paths in the temporary folder.
  await writeImageNginxConf(dir, { workers: 2, connections: 4096, errorLog: `${logFile} warn` });
  const child = spawn(
    binary,
    ['-e', logFile, '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: graceful, as the images' STOPSIGNAL.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntil(
      async () => (await fetch(`${gatewayUrl}/healthz`)).ok,
      10_000,
      'nginx',
      () => (child.exitCode !== null ? `it exited (${child.exitCode}); see ${logFile}` : null),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { shellUrl, remoteUrls, stop };
}

// ---- API instances ---------------------------------------------------------------------------

/** Ready: `/api/health/ready` where the API has it, else `/api/health`. */
async function isReady(baseUrl) {
  const ready = await fetch(`${baseUrl}/api/health/ready`);
  if (ready.status !== 404) return ready.ok;
  return (await fetch(`${baseUrl}/api/health`)).ok;
}

/** One API process on its own port, restartable; its output appended to `logFile`. */
function apiInstance({ index, port, metricsPort, env, logFile }) {
  let child = null;
  let exited = Promise.resolve(null);
  const log = createWriteStream(logFile, { flags: 'a' });
  const instance = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    get pid() {
      return child?.pid ?? null;
    },
    /** Start-ups that ended with the process exiting (restarted, as Compose's `restart: unless-stopped` does). */
    crashedStarts: 0,
    /** Starts the process and waits until it reports ready; the milliseconds it took. */
    async start() {
      const started = Date.now();
      for (let attempt = 1; ; attempt += 1) {
        child = spawn(process.execPath, [path.join(distDir('api'), 'main.js')], {
          cwd: workspaceRoot,
          env: { ...env, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout.pipe(log, { end: false });
        child.stderr.pipe(log, { end: false });
        const current = child;
        exited = new Promise((resolve) =>
          current.once('exit', (code, signal) => resolve({ code, signal })),
        );
        try {
          await waitUntil(
            () => isReady(instance.url),
            120_000,
            `API instance ${index} ready`,
            () =>
              current.exitCode !== null
                ? `it exited with code ${current.exitCode} (see ${logFile})`
                : null,
          );
          return Date.now() - started;
        } catch (error) {
          if (current.exitCode === null || attempt === 3) throw error;
          instance.crashedStarts += 1;
          console.error(
            `API instance ${index} exited during start-up (${current.exitCode}): starting it again`,
          );
          await sleep(1_000);
        }
      }
    },
    /** SIGTERM, and waits for the exit (SIGKILL after `killAfterMs`): {ms, code, signal}. */
    async stop(killAfterMs = 30_000) {
      if (!instance.running) return { ms: 0, code: null, signal: null };
      const started = Date.now();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), killAfterMs);
      const { code, signal } = await exited;
      clearTimeout(timer);
      return { ms: Date.now() - started, code, signal };
    },
    /** SIGKILL: the instance dies at once, as on a crash or an out-of-memory kill. */
    async kill() {
      if (!instance.running) return;
      child.kill('SIGKILL');
      await exited;
    },
    close: () => new Promise((resolve) => log.end(resolve)),
  };
  return instance;
}

/** The migration step (the compose/K8s one-off job): `cli.js migration:run` with the instances' environment. */
function migrate(env, logFile) {
  const result = spawnSync(
    process.execPath,
    [path.join(distDir('api'), 'cli.js'), 'migration:run'],
    {
      cwd: workspaceRoot,
      env,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    throw new Error(`migration:run failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return writeFile(logFile, `${result.stdout}${result.stderr}`);
}

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
