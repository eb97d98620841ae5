// Versioned deploys of one remote, and their rollback (docs/deploying.md).
//
//   npm run deploy:remote -- <remote> <version> [--from <build folder>] [--root <deploy folder>] [--base-url <url>]
//   npm run rollback:remote -- <remote> [--root <deploy folder>]
//   node tools/scripts/deploy-remote.mjs status [--root <deploy folder>]
//
// <remote>: its project (`admin-console`) or container name (`admin_console`), as in
// libs/remotes/src/remotes.json. The deploy folder (--root, else DEPLOY_ROOT, else .data/deploy)
// is what the shell's server serves (npm start; the nginx image in production, docker/README.md):
//
//   remotes.manifest.json                     what the shell loads: each remote's remoteEntry.js, at its live version
//   remotes.deployments.json                  every deploy, per remote, in order (what rollback goes back through)
//   remotes/<project>/<version>/…             a published build: never changed once written
//
// deploy: publishes the build (--from, default dist/apps/<project>) at remotes/<project>/<version>/,
// without its source maps (the deploy folder is served; the maps stay with the build artefact),
// unless that version is already there (then it is just made live again), records it, and writes
// the manifest. The manifest names every remote, so it is written once each remote has a version;
// before that the shell keeps the manifest it had. Users get the new version on their next page
// load (the manifest and remoteEntry.js are revalidated on every load; the hashed chunks are
// immutable, and a version's files never change).
// rollback: makes the remote's previous version live again (its deploy is forgotten; its files stay).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { findRemote, REMOTES } from './remote-table.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A version is one path segment: letters, digits, `.`, `_`, `+`, `-` (a semver, a build number, a commit). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

class DeployError extends Error {}

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** Written aside, then renamed into place: a reader sees the old file or the new one, never half of one. */
function writeJson(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

function remoteOrFail(id) {
  const remote = id && findRemote(id);
  if (!remote) {
    const known = REMOTES.map((candidate) => candidate.project).join(', ');
    throw new DeployError(
      `${id ? `"${id}" is not a remote` : 'Name a remote'} (one of: ${known}).`,
    );
  }
  return remote;
}

function layout(root) {
  return {
    manifest: path.join(root, 'remotes.manifest.json'),
    deployments: path.join(root, 'remotes.deployments.json'),
    published: (remote, version) => path.join(root, 'remotes', remote.project, version),
  };
}

/** The remoteEntry.js URL of a remote at a version, under the base URL the shell reaches the deploy folder at. */
export function entryUrl(baseUrl, remote, version) {
  return `${withoutTrailingSlashes(baseUrl)}/${remote.project}/${encodeURIComponent(version)}/remoteEntry.js`;
}

/** A linear scan: a regular expression anchored at the end backtracks over every run of slashes. */
function withoutTrailingSlashes(url) {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/**
 * Writes the manifest from the live version of every remote; returns the remotes that have none
 * yet (and then writes nothing: the shell would refuse a manifest that misses one).
 */
function writeManifest(files, state) {
  const missing = REMOTES.filter((remote) => !state.remotes[remote.name]?.length).map(
    (remote) => remote.project,
  );
  if (missing.length) return missing;
  const manifest = Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      entryUrl(state.baseUrl, remote, state.remotes[remote.name].at(-1).version),
    ]),
  );
  writeJson(files.manifest, manifest);
  return [];
}

function sameBuild(a, b) {
  const entry = (dir) => readFileSync(path.join(dir, 'remoteEntry.js'));
  return entry(a).equals(entry(b));
}

/**
 * @param {{ root: string, remote: string, version: string, from?: string, baseUrl?: string, now?: Date }} options
 * @returns {{ remote: string, version: string, previous: string | null, published: boolean, waitingFor: string[] }}
 */
export function deployRemote({ root, remote: id, version, from, baseUrl, now = new Date() }) {
  const remote = remoteOrFail(id);
  if (!version || !VERSION.test(version)) {
    throw new DeployError(
      `Give the version to deploy: letters, digits, ".", "_", "+" or "-" (e.g. 1.4.0 or a commit), not "${version ?? ''}".`,
    );
  }
  const files = layout(root);
  const target = files.published(remote, version);
  let published = false;
  if (!existsSync(target)) {
    const source = path.resolve(from ?? path.join(workspaceRoot, 'dist/apps', remote.project));
    if (!existsSync(path.join(source, 'remoteEntry.js'))) {
      throw new DeployError(
        `${source} holds no remoteEntry.js: build the remote first (npx nx build ${remote.project}), or say where it is (--from).`,
      );
    }
    mkdirSync(path.dirname(target), { recursive: true });
    const staging = `${target}.${process.pid}.tmp`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(source, staging, { recursive: true, filter: (file) => !file.endsWith('.map') });
    renameSync(staging, target);
    published = true;
  } else if (from && !sameBuild(path.resolve(from), target)) {
    throw new DeployError(
      `${remote.project} ${version} is already published, from another build: a version never changes. Deploy this build as a new version.`,
    );
  }

  const state = readJson(files.deployments, {
    baseUrl: baseUrl ?? process.env.DEPLOY_BASE_URL ?? '/remotes',
    remotes: {},
  });
  if (baseUrl) state.baseUrl = baseUrl;
  const history = (state.remotes[remote.name] ??= []);
  const previous = history.at(-1)?.version ?? null;
  if (previous !== version) history.push({ version, deployedAt: now.toISOString() });
  writeJson(files.deployments, state);
  return {
    remote: remote.project,
    version,
    previous,
    published,
    waitingFor: writeManifest(files, state),
  };
}

/**
 * @param {{ root: string, remote: string }} options
 * @returns {{ remote: string, version: string, undone: string, waitingFor: string[] }}
 */
export function rollbackRemote({ root, remote: id }) {
  const remote = remoteOrFail(id);
  const files = layout(root);
  const state = readJson(files.deployments, null);
  const history = state?.remotes[remote.name] ?? [];
  if (history.length < 2) {
    throw new DeployError(
      `${remote.project} has no previous version to go back to in ${root}${history.length ? ` (only ${history[0].version})` : ''}.`,
    );
  }
  const undone = history.pop().version;
  writeJson(files.deployments, state);
  return {
    remote: remote.project,
    version: history.at(-1).version,
    undone,
    waitingFor: writeManifest(files, state),
  };
}

/** The live version of every remote, and what a rollback would return to. */
export function deployStatus({ root }) {
  const state = readJson(layout(root).deployments, { remotes: {} });
  return REMOTES.map((remote) => {
    const history = state.remotes[remote.name] ?? [];
    return {
      remote: remote.project,
      live: history.at(-1)?.version ?? null,
      previous: history.at(-2)?.version ?? null,
    };
  });
}

function main(argv) {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { root: { type: 'string' }, from: { type: 'string' }, 'base-url': { type: 'string' } },
  });
  const root = path.resolve(
    values.root ?? process.env.DEPLOY_ROOT ?? path.join(workspaceRoot, '.data/deploy'),
  );
  const waiting = (list) =>
    list.length
      ? `\nThe manifest is written once every remote has a version: deploy ${list.join(', ')} too. Until then the shell keeps the manifest it has.`
      : `\nManifest: ${path.join(root, 'remotes.manifest.json')}. Users get it on their next page load.`;

  if (command === 'deploy') {
    const result = deployRemote({
      root,
      remote: positionals[0],
      version: positionals[1],
      from: values.from,
      baseUrl: values['base-url'],
    });
    const what = result.published
      ? `published at ${path.join(root, 'remotes', result.remote, result.version)} and live`
      : 'live again';
    console.log(
      `${result.remote} ${result.version}: ${what}${result.previous ? ` (was ${result.previous})` : ''}.${waiting(result.waitingFor)}`,
    );
  } else if (command === 'rollback') {
    const result = rollbackRemote({ root, remote: positionals[0] });
    console.log(
      `${result.remote} is back to ${result.version} (${result.undone} stays published, no longer live).${waiting(result.waitingFor)}`,
    );
  } else if (command === 'status') {
    for (const { remote, live, previous } of deployStatus({ root })) {
      console.log(
        `${remote.padEnd(20)} live: ${live ?? '-'}${previous ? `   previous: ${previous}` : ''}`,
      );
    }
  } else {
    throw new DeployError(
      'Usage: deploy-remote.mjs deploy <remote> <version> | rollback <remote> | status   [--root <dir>] [--from <dir>] [--base-url <url>]',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DeployError) && !String(error.code).startsWith('ERR_PARSE_ARGS'))
      throw error;
    console.error(error.message);
    process.exit(1);
  }
}
