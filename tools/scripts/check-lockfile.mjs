// Fails when package-lock.json is not what npm would write for package.json: a fresh `npm install`
// would rewrite it (every clone "dirty", `nx affected` seeing a lockfile change) and `npm ci`
// would refuse it. npm resolves the tree again in a scratch folder, lockfile only, and the two
// files must be byte for byte the same. Run by .ci/run and the CI workflow after `npm ci`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from './stack.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'pp-lockfile-'));
try {
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    try {
      copyFileSync(path.join(workspaceRoot, file), path.join(scratch, file));
    } catch (error) {
      if (error.code !== 'ENOENT' || file !== '.npmrc') throw error;
    }
  }
  const npm = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    {
      cwd: scratch,
      encoding: 'utf8',
    },
  );
  if (npm.status !== 0) {
    console.error(npm.stdout, npm.stderr);
    console.error('npm could not resolve package.json against package-lock.json.');
    process.exit(1);
  }
  const committed = readFileSync(path.join(workspaceRoot, 'package-lock.json'), 'utf8');
  const resolved = readFileSync(path.join(scratch, 'package-lock.json'), 'utf8');
  if (committed !== resolved) {
    console.error(
      'package-lock.json is out of date: npm would rewrite it. Run `npm install` (with npm 10 or later), check that\n' +
        'it lists the optional platform packages (e.g. @swc/core-darwin-arm64), and commit it.',
    );
    process.exit(1);
  }
  console.log(
    'package-lock.json matches package.json: `npm install` leaves it as it is and `npm ci` accepts it.',
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
