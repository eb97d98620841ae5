#!/usr/bin/env node
// Runs the API's command line (migrations, admin accounts): builds the API, quietly unless the
// build fails, then runs dist/apps/api/cli.js with the given arguments from the workspace root,
// and exits with its exit code. Its stdin is the command's (admin:create reads the password there).
//   node tools/scripts/api-cli.mjs migration:show
//   npm run admin:create -- admin@example.com          (asks for the password)
//   printf '%s\n' "$PASSWORD" | npm run admin:create -- admin@example.com
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const onWindows = process.platform === 'win32';

const build = spawnSync('npx', ['nx', 'run', 'api:build'], {
  cwd: workspaceRoot,
  encoding: 'utf8',
  shell: onWindows,
});
if (build.status !== 0) {
  process.stderr.write(
    `${build.stdout ?? ''}${build.stderr ?? ''}${build.error ? `${build.error.message}\n` : ''}`,
  );
  process.stderr.write('Building the API failed.\n');
  process.exit(build.status ?? 1);
}

const cli = spawnSync(
  process.execPath,
  [join(workspaceRoot, 'dist/apps/api/cli.js'), ...process.argv.slice(2)],
  {
    cwd: workspaceRoot,
    stdio: 'inherit',
  },
);
if (cli.error) throw cli.error;
process.exit(cli.status ?? 1);
