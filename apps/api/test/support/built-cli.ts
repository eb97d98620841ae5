import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
