import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const WORKSPACE_ROOT = resolve(__dirname, '../../../..');

/** Bundles cli.ts exactly as `nx run api:build` does, into `outDir` (with the embedded database's worker). */
export function buildCli(outDir: string): void {
  const script = `
    const { rspack } = require('@rspack/core');
    const config = require('./apps/api/rspack.config.js');
    rspack({ ...config, entry: { cli: './src/cli.ts' }, output: { ...config.output, path: process.argv[1] } }, (error, stats) => {
      if (error || stats.hasErrors()) {
        console.error(error ? error.message : stats.toString('errors-only'));
        process.exitCode = 1;
      }
    });`;
  const build = spawnSync(process.execPath, ['-e', script, outDir], {
    cwd: WORKSPACE_ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Building the CLI failed:\n${build.stderr}`);
}
