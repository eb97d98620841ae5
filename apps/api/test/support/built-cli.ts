import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from './test-database';

const WORKSPACE_ROOT = resolve(__dirname, '../../../..');

/**
 * Bundles the API exactly as `nx run api:build` does, into `outDir`: main.js and cli.js, or the
 * command line alone (with the embedded database's worker either way).
 */
export function buildApi(outDir: string, only?: 'cli'): void {
  const entry = only === 'cli' ? `entry: { cli: './src/cli.ts' }, ` : '';
  const script = `
    const { rspack } = require('@rspack/core');
    const config = require('./apps/api/rspack.config.js');
    rspack({ ...config, ${entry}output: { ...config.output, path: process.argv[1] } }, (error, stats) => {
      if (error || stats.hasErrors()) {
        console.error(error ? error.message : stats.toString('errors-only'));
        process.exitCode = 1;
      }
    });`;
  const build = spawnSync(process.execPath, ['-e', script, outDir], {
    cwd: WORKSPACE_ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Building the API failed:\n${build.stderr}`);
}

export function buildCli(outDir: string): void {
  buildApi(outDir, 'cli');
}

/** A new folder for a build, inside the workspace (tmp/ is ignored by git), so the bundle finds node_modules as dist/ does. */
export function newBuildDir(prefix: string): string {
  mkdirSync(join(WORKSPACE_ROOT, 'tmp'), { recursive: true });
  return mkdtempSync(join(WORKSPACE_ROOT, 'tmp', prefix));
}

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * For a describe block that runs the command line as shipped: builds cli.js and creates a test
 * database before its tests, deletes both after them. `run` starts `cli.js <args>` against that
 * database, in its folder (the workspace's .env must not count), with `input` on its stdin.
 */
export function useBuiltCli(): {
  readonly database: TestDatabase;
  run(
    args: string[],
    options?: { input?: string; env?: Record<string, string> },
  ): Promise<CliResult>;
} {
  let buildDir = '';
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    buildDir = newBuildDir('api-cli-test-');
    buildCli(buildDir);
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });
  const given = (): TestDatabase => {
    if (!database) throw new Error('useBuiltCli: its database exists from beforeAll on');
    return database;
  };
  return {
    get database() {
      return given();
    },
    run(args, { input = '', env = {} } = {}) {
      const target = given();
      const databaseEnv = Object.fromEntries(
        Object.entries(target.env).filter((entry): entry is [string, string] => !!entry[1]),
      );
      return new Promise((done, reject) => {
        const child = spawn(process.execPath, [join(buildDir, 'cli.js'), ...args], {
          cwd: target.dataDir,
          env: { PATH: process.env.PATH ?? '', ...databaseEnv, ...env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('error', reject);
        child.once('close', (status) => done({ status, stdout, stderr }));
        child.stdin.end(input);
      });
    },
  };
}
