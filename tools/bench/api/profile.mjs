// Where the API's time goes: a V8 CPU profile (`node --cpu-prof`) summarised by self time, per
// function and per package.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The one `.cpuprofile` a process wrote into `directory`. */
export function readCpuProfile(directory) {
  const file = readdirSync(directory).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No .cpuprofile in ${directory}: did the API exit cleanly?`);
  return {
    file: join(directory, file),
    profile: JSON.parse(readFileSync(join(directory, file), 'utf8')),
  };
}

/**
 * Self time per function and per package (node_modules package, `node internals`, `API code` for
 * the bundle, or V8's `(garbage collector)`, `(program)`, `(idle)`), in ms and as a share of the
 * busy time (everything but idle), largest first. `window` keeps only the samples taken between
 * `fromEndMs` and `toEndMs` before the end of the profile (the load, not the start-up).
 */
export function summariseCpuProfile(
  profile,
  { top = 15, window = { fromEndMs: Infinity, toEndMs: 0 } } = {},
) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    const beforeEndMs = (profile.endTime - at) / 1000;
    if (beforeEndMs > window.fromEndMs || beforeEndMs < window.toEndMs) return;
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const byFunction = new Map();
  const byPackage = new Map();
  const byCaller = new Map();
  let busy = 0;
  for (const [id, ms] of selfMs) {
    const { callFrame } = nodes.get(id);
    const owner = packageOf(callFrame);
    if (owner !== '(idle)') busy += ms;
    const name = `${callFrame.functionName || '(anonymous)'} ${location(callFrame)}`.trim();
    const fn = byFunction.get(name) ?? { name, owner, ms: 0 };
    fn.ms += ms;
    byFunction.set(name, fn);
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + ms);
    const caller = callingPackage(id, nodes, parents);
    byCaller.set(caller, (byCaller.get(caller) ?? 0) + ms);
  }
  const share = (ms) => (busy ? (100 * ms) / busy : 0);
  const ranked = (map) =>
    [...map.entries()]
      .filter(([owner]) => owner !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([owner, ms]) => ({ owner, ms, percent: share(ms) }));
  return {
    busyMs: busy,
    functions: [...byFunction.values()]
      .filter((fn) => fn.owner !== '(idle)')
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((fn) => ({ ...fn, percent: share(fn.ms) })),
    packages: ranked(byPackage),
    callers: ranked(byCaller),
  };
}

const UNOWNED = new Set(['node internals', 'V8 / native']);

/** The package a sample's time is charged to: its own, or for Node and V8 code, the nearest caller's. */
function callingPackage(id, nodes, parents) {
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const owner = packageOf(nodes.get(current).callFrame);
    if (!UNOWNED.has(owner) && owner !== '(root)') return owner;
  }
  return packageOf(nodes.get(id).callFrame);
}

function packageOf({ url, functionName }) {
  if (!url)
    return ['(garbage collector)', '(program)', '(idle)', '(root)'].includes(functionName)
      ? functionName
      : 'V8 / native';
  const path = url.replace(/^file:\/\//, '');
  const index = path.lastIndexOf('node_modules/');
  if (index >= 0) {
    const [scope, name] = path.slice(index + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (path.startsWith('node:')) return 'node internals';
  if (path.includes('dist/apps/api/')) return 'API code';
  return path;
}

function location({ url, lineNumber }) {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const index = path.lastIndexOf('node_modules/');
  const short =
    index >= 0 ? path.slice(index + 'node_modules/'.length) : path.replace(/^.*\/dist\//, 'dist/');
  return `(${short}:${lineNumber + 1})`;
}
