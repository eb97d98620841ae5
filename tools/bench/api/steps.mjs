// The steps every benchmark shares (the API benchmark, harness.mjs, and the live, export,
// enumeration, tallies and billing-webhook ones): undoing what a run set up, even on Ctrl-C;
// building the API; applying the migrations first; signing in.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Steps to undo, last first: the CLI runs them on Ctrl-C too. */
export function createCleanup() {
  const steps = [];
  return {
    add: (step) => steps.push(step),
    run: async () => {
      while (steps.length) {
        try {
          await steps.pop()();
        } catch (error) {
          process.stderr.write(`cleanup: ${error.message}\n`);
        }
      }
    },
  };
}

/** A cleanup that also runs when the benchmark is interrupted (Ctrl-C, SIGTERM), then exits 130. */
export function cleanupOnInterrupt() {
  const cleanup = createCleanup();
  const interrupt = () => cleanup.run().then(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  return cleanup;
}

/** Builds the API as production runs it (dist/apps/api), quietly; throws when the build fails. */
export function buildApi(root) {
  const built = spawnSync('npx', ['nx', 'run', 'api:build', '--outputStyle=static'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (built.status !== 0) throw new Error('npx nx run api:build failed');
}

/**
 * `migrate({env})` for `runBenchmark`: the built CLI applies the migrations in a process of its
 * own (`node dist/apps/api/cli.js migration:run`), as the Kubernetes Job does before the API's
 * pods start (docker/k8s/base/migrate-job.yaml). An API process that applied them itself used
 * 4–8 % more CPU per request for the rest of its life (CHANGELOG.md, "Benchmark findings: noise
 * and the migrations").
 */
export function migrateWithCli(root) {
  return ({ env }) => {
    const run = spawnSync(process.execPath, [join(root, 'dist/apps/api/cli.js'), 'migration:run'], {
      cwd: env.DATA_DIR,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    if (run.status !== 0)
      throw new Error(`migration:run failed (exit ${run.status}):\n${run.stderr || run.stdout}`);
  };
}

/** With `migrate` (see `migrateWithCli`): the migrations applied, and the API told not to apply them. */
export async function migrateFirst(migrate, apiEnv) {
  if (!migrate) return;
  await migrate({ env: apiEnv });
  apiEnv.RUN_MIGRATIONS = 'false';
}

export async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  if (response.status !== 200 || typeof body.access !== 'string') {
    throw new Error(`Logging in as ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access;
}
