// `npm test`: every check and test of the workspace, then one total.
//   1. formatting (Prettier, `npm run format` fixes it), lint and typecheck of every project
//   2. unit and API integration tests (jest; the API tests use DATABASE_URL when set, else the embedded database)
//   3. build of the five apps, the front-end byte budgets (one check per route), then the
//      end-to-end tests in Chromium against the built product
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './stack.mjs';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const tmp = path.join(workspaceRoot, 'tmp');
mkdirSync(tmp, { recursive: true });
const jestResults = path.join(tmp, 'jest-results.json');
const e2eResults = path.join(tmp, 'e2e/results.json');
const budgetResults = path.join(tmp, 'budgets.json');
rmSync(jestResults, { force: true });
rmSync(e2eResults, { force: true });
rmSync(budgetResults, { force: true });

const failures = [];
function step(name, command, args) {
  console.log(`\n━━ ${name} ━━`);
  const result = spawnSync(command, args, { cwd: workspaceRoot, stdio: 'inherit', env });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

const npx = 'npx';
step('formatting', npx, ['prettier', '--check', '.']);
step('lint and typecheck', npx, ['nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=static']);
step('unit and integration tests', npx, ['jest', '--maxWorkers=2', '--json', `--outputFile=${jestResults}`]);
const built = step('build', npx, ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\nChromium was not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  failures.push('front-end budgets and end-to-end tests (no Chromium)');
} else if (built) {
  step('front-end budgets', process.execPath, ['tools/scripts/check-budgets.mjs', '--results', budgetResults]);
  step('end-to-end tests', npx, ['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts']);
} else {
  failures.push('front-end budgets and end-to-end tests (not run: the build failed)');
}

let passed = 0;
let failed = 0;
if (existsSync(jestResults)) {
  const jest = JSON.parse(readFileSync(jestResults, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
}
if (existsSync(budgetResults)) {
  const budgets = JSON.parse(readFileSync(budgetResults, 'utf8'));
  passed += budgets.passed;
  failed += budgets.failed;
}
if (existsSync(e2eResults)) {
  const { stats } = JSON.parse(readFileSync(e2eResults, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
