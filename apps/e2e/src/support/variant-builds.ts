import { execFile } from 'node:child_process';
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadStackModule } from './fixtures';

const run = promisify(execFile);

/**
 * A remote as its team would build it from a later commit: the workspace as it is, plus `change`,
 * built with the same Rspack configuration into a folder of its own. The checkout here is never
 * touched: the change is made to a copy of the sources (node_modules linked, not copied).
 */
export interface Variant {
  /** Names the copy and its build (tmp/e2e/variants/<name>). */
  name: string;
  /** The remote's Nx project. */
  project: string;
  /** Edits the copy, whose root is given. */
  change(root: string): Promise<void>;
}

/** What is not copied (to a temporary folder): installed packages, build output, caches, and the projects no front end is built from. */
const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  'tmp',
  '.nx',
  '.data',
  '.git',
  'test-results',
  'playwright-report',
  'coverage',
]);
const NOT_COPIED_APPS = new Set(['api', 'e2e']);

const builds = new Map<string, Promise<string>>();

/** Builds a variant once per test run; later calls get the same folder. */
export function variantBuild(variant: Variant): Promise<string> {
  let build = builds.get(variant.name);
  if (!build) {
    build = buildVariant(variant);
    builds.set(variant.name, build);
  }
  return build;
}

async function buildVariant(variant: Variant): Promise<string> {
  const { workspaceRoot } = await loadStackModule();
  const output = path.join(workspaceRoot, 'tmp/e2e/variants', variant.name);
  const root = await mkdtemp(path.join(tmpdir(), `pp-${variant.name}-`));
  try {
    for (const entry of await readdir(workspaceRoot)) {
      if (NOT_COPIED.has(entry)) continue;
      await cp(path.join(workspaceRoot, entry), path.join(root, entry), {
        recursive: true,
        filter: (source) => {
          const [top, app, ...rest] = path.relative(workspaceRoot, source).split(path.sep);
          return !(
            top === 'apps' &&
            app !== undefined &&
            rest.length === 0 &&
            NOT_COPIED_APPS.has(app)
          );
        },
      });
    }
    await symlink(path.join(workspaceRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    await variant.change(root);
    await rm(output, { recursive: true, force: true });
    await mkdir(path.dirname(output), { recursive: true });
    await run(
      process.execPath,
      [
        path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'),
        'build',
        '-c',
        `apps/${variant.project}/rspack.config.js`,
      ],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production', PP_OUTPUT_PATH: output } },
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  return output;
}

/** Edits a file of a variant's copy. */
export async function editFile(
  root: string,
  file: string,
  edit: (text: string) => string,
): Promise<void> {
  const full = path.join(root, file);
  await writeFile(full, edit(await readFile(full, 'utf8')));
}

/** Moves a file of a variant's copy aside (to wrap it with a new one of the same name). */
export async function moveFile(root: string, from: string, to: string): Promise<void> {
  await rename(path.join(root, from), path.join(root, to));
}

/** Writes a (new) file of a variant's copy. */
export async function addFile(root: string, file: string, text: string): Promise<void> {
  await writeFile(path.join(root, file), text);
}
