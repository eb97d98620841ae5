// The one place where what the composed front end shares at run time is declared.
//
// Singletons, one copy per page, always the shell's: react, react-dom, the router, React Query
// and the session. A remote that brought its own copy would see a different session, router
// context or query client, and React hooks would break. The session's exports, with the router's
// and React Query's that remotes use, form the versioned *session contract*
// (libs/remotes/src/session-contract.json): a remote requires `^<the version it was built with>`.
//
// The other workspace libraries a remote uses (the UI kit, the contracts) are shared too, but not
// as singletons: each is versioned by its content (`0.1.0-c<hash>`, see libraryVersion) and a
// remote requires exactly the version it was built with. Built from the same commit, shell and
// remotes share one copy; a remote built later, after the library changed, gets its own copy (a
// fallback chunk of its build) and runs the code it was built with.
//
// Remotes declare this to their Module Federation plugin (`shared`). The shell has no federation
// plugin: it bundles these packages like any app and, when the first remote is opened, hands
// its own copies to the federation runtime (`providedSharedModule` below generates that module).
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));
const remoteTable = require(path.join(workspaceRoot, 'libs/remotes/src/remotes.json'));
const sessionContract = require(path.join(workspaceRoot, 'libs/remotes/src/session-contract.json'));

/** The remotes (libs/remotes/src/remotes.json): name (container), project, port, label, routes. */
const REMOTES = remoteTable.remotes;
/** The shell: project, port, page title. */
const HOST = remoteTable.host;

const TEST_FILE = /\.(?:spec|test)\.tsx?$|(?:^|[-.])test-utils\.tsx?$/;

/** A remote's standalone page (main.ts, bootstrap.tsx): never part of the container the shell loads. */
const STANDALONE_ENTRY = new RegExp(`apps/(?:${REMOTES.map((remote) => remote.project).join('|')})/src/(?:main|bootstrap)\\.tsx?$`);

const toPosix = (file) => file.split(path.sep).join('/');

/** Shipped TypeScript under `dir`: no tests, no test helpers. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** A workspace library's source folder, from its alias (`@profileproof/ui` -> libs/ui/src). */
function libraryDir(alias) {
  return path.join(workspaceRoot, path.dirname(compilerOptions.paths[alias][0]));
}

const SHIPPED_LIBRARIES = Object.keys(compilerOptions.paths).filter((alias) => alias !== '@profileproof/web-testing');

/** Source folders of everything that runs in the browser: the four front ends and the libraries they use. */
function frontEndSourceDirs() {
  const apps = [HOST.project, ...REMOTES.map((remote) => remote.project)].map((project) =>
    path.join(workspaceRoot, 'apps', project, 'src'),
  );
  return [...new Set([...apps, ...SHIPPED_LIBRARIES.map(libraryDir)])];
}

/** Files a remote's container may run: its own sources and the libraries' (bundled, or fallback copies). */
function remoteContainerFiles(projects = REMOTES.map((remote) => remote.project)) {
  const dirs = [
    ...projects.map((project) => path.join(workspaceRoot, 'apps', project, 'src')),
    // The session is never in a remote's container: it is always the shell's.
    ...SHIPPED_LIBRARIES.filter((alias) => alias !== '@profileproof/session').map(libraryDir),
  ];
  return [...new Set(dirs)].flatMap(sourceFiles).filter((file) => !STANDALONE_ENTRY.test(toPosix(file)));
}

/** What one `import … from 'pkg'` / `export … from 'pkg'` clause takes: names, nothing, or everything (null). */
function clauseNames(clause) {
  const text = clause.replace(/\bfrom\s*$/, '').trim();
  if (text.startsWith('type ') || text === '') return [];
  if (text.includes('*') || text.includes('(')) return null;
  const open = text.indexOf('{');
  const defaultPart = (open === -1 ? text : text.slice(0, open)).replace(/,\s*$/, '').trim();
  if (defaultPart) return null;
  return text
    .slice(open + 1, text.lastIndexOf('}'))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item && !item.startsWith('type '))
    .map((item) => item.split(/(?<!\s)\s+as\s+/)[0]);
}

/**
 * The names shipped code imports from `packageName` (named imports and re-exports; `type`
 * imports excluded), or null when some file takes the default export or the whole namespace.
 */
function importedNames(packageName, files) {
  const names = new Set();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const quoted of [`'${packageName}'`, `"${packageName}"`]) {
      for (let at = text.indexOf(quoted); at !== -1; at = text.indexOf(quoted, at + 1)) {
        const start = Math.max(text.lastIndexOf('import', at), text.lastIndexOf('export', at));
        if (start === -1) continue;
        const taken = clauseNames(text.slice(start + 'import'.length, at));
        if (taken === null) return null;
        for (const name of taken) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** Every file of a library's sources but its tests (styles and data included: they are its content too). */
function contentFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : contentFiles(full);
    return TEST_FILE.test(entry.name) || entry.name.endsWith('.md') ? [] : [full];
  });
}

/** The workspace libraries a library imports, itself included, transitively. */
function libraryClosure(alias, seen = new Set()) {
  if (seen.has(alias)) return seen;
  seen.add(alias);
  for (const file of sourceFiles(libraryDir(alias))) {
    for (const [, imported] of readFileSync(file, 'utf8').matchAll(/from\s+['"](@profileproof\/[\w-]+)['"]/g)) {
      if (imported in compilerOptions.paths) libraryClosure(imported, seen);
    }
  }
  return seen;
}

/**
 * A shared library's version, from its content: its sources and those of the libraries it
 * imports, and the exports the shell provides of it. Two builds agree on it exactly when they
 * would run the same code.
 */
function libraryVersion(alias, providedNames) {
  const hash = createHash('sha256');
  for (const library of [...libraryClosure(alias)].sort()) {
    const dir = libraryDir(library);
    for (const file of contentFiles(dir).sort()) {
      hash.update(`${library}/${toPosix(path.relative(dir, file))}\0`);
      hash.update(readFileSync(file));
    }
  }
  hash.update(JSON.stringify(providedNames));
  return `${rootPackage.version}-c${hash.digest('hex').slice(0, 12)}`;
}

/**
 * Non-federation facts of a shared module (not enumerable, so the plugin never sees them), read
 * by providedSharedModule: `provides`, the names the shell hands out (null: the whole module),
 * and `commonJs`.
 */
function withFacts(config, facts) {
  for (const [key, value] of Object.entries(facts)) Object.defineProperty(config, key, { value, enumerable: false });
  return config;
}

/** An npm package, one copy per page; `provides`: the exports the shell hands out (null: all). */
function npmSingleton(name, packageName = name, provides = null) {
  const manifest = require(path.join(workspaceRoot, 'node_modules', packageName, 'package.json'));
  const esModule = manifest.type === 'module' || Boolean(manifest.module) || JSON.stringify(manifest.exports ?? {}).includes('"import"');
  return withFacts(
    { singleton: true, strictVersion: false, requiredVersion: rootPackage.dependencies[packageName], version: manifest.version },
    { provides, commonJs: !esModule },
  );
}

/**
 * The session: one copy per page, at the contract's version. A remote requires `^<the version it
 * was built with>`. On a mismatch the federation runtime only warns (`strictVersion: false`) and
 * still hands over the shell's session: there is never a second session in the page, and the
 * shell itself refuses the remote, from the version its `./routes` declares (src/remotes of the
 * shell), with a panel that says why.
 */
function sessionSingleton() {
  const alias = '@profileproof/session';
  return withFacts(
    {
      singleton: true,
      strictVersion: false,
      requiredVersion: `^${sessionContract.version}`,
      version: sessionContract.version,
      import: path.join(workspaceRoot, compilerOptions.paths[alias][0]),
    },
    { provides: sessionContract.provides[alias], commonJs: false },
  );
}

/**
 * A workspace library shared by content: not a singleton, exactly one version accepted. The
 * shell provides the exports the front ends import (a shared module is otherwise kept whole);
 * those names are part of the version, so a remote that starts using another export gets its
 * own copy until the shell is rebuilt.
 */
function contentVersioned(alias) {
  const files = frontEndSourceDirs()
    .flatMap(sourceFiles)
    .filter((file) => !STANDALONE_ENTRY.test(toPosix(file)));
  const provides = importedNames(alias, files);
  const version = libraryVersion(alias, provides);
  return withFacts(
    { singleton: false, requiredVersion: version, version, import: path.join(workspaceRoot, compilerOptions.paths[alias][0]) },
    { provides, commonJs: false },
  );
}

let shared = null;
/** Every shared module, by the request that imports it. */
function sharedModules() {
  const contract = sessionContract.provides;
  shared ??= {
    react: npmSingleton('react'),
    'react/jsx-runtime': npmSingleton('react/jsx-runtime', 'react'),
    'react-dom': npmSingleton('react-dom'),
    'react-dom/client': npmSingleton('react-dom/client', 'react-dom'),
    'react-router': npmSingleton('react-router', 'react-router', contract['react-router']),
    '@tanstack/react-query': npmSingleton('@tanstack/react-query', '@tanstack/react-query', contract['@tanstack/react-query']),
    '@profileproof/session': sessionSingleton(),
    '@profileproof/ui': contentVersioned('@profileproof/ui'),
    '@profileproof/contracts': contentVersioned('@profileproof/contracts'),
  };
  return shared;
}

/**
 * The shared modules for a remote's production container, which only ever runs inside the
 * shell: every singleton comes from the shell, with no copy of its own (`import: false`); a
 * content-versioned library keeps its copy as the fallback for a shell built from other code.
 * Its standalone page is a separate bundle (tools/rspack/create-app-config.js).
 */
function sharedFromShell() {
  return Object.fromEntries(
    Object.entries(sharedModules()).map(([name, config]) => [name, config.singleton ? { ...config, import: false } : { ...config }]),
  );
}

/**
 * What a remote imports from the singletons that the session contract does not provide, as
 * "package: name" lines (empty when it keeps to the contract). `projects`: the remotes to
 * check (default: all).
 */
function contractViolations(projects) {
  const files = remoteContainerFiles(projects);
  return Object.entries(sharedModules())
    .filter(([, config]) => config.singleton && config.provides)
    .flatMap(([name, config]) => {
      const used = importedNames(name, files);
      if (used === null) return [`${name}: the whole module (import only the names of the contract)`];
      return used.filter((exported) => !config.provides.includes(exported)).map((exported) => `${name}: ${exported}`);
    });
}

function workspaceAliases() {
  const alias = {};
  for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
    alias[`${name}$`] = path.join(workspaceRoot, target);
  }
  return alias;
}

/**
 * The source of the shell's module that hands its copies of the shared modules to the federation
 * runtime (`init({ shared })`): one `lib` per package, from this same declaration. Of a package
 * with a `provides` list only those names are provided, so the shell's bundle keeps only those.
 */
function providedSharedModule() {
  const lines = ['// Generated by tools/rspack/federation.js (providedSharedModule) from its sharedModules.'];
  const entries = Object.entries(sharedModules()).map(([name, config], index) => {
    const request = JSON.stringify(config.import ?? name);
    const names = config.provides;
    if (names) {
      lines.push(`import { ${names.map((exported) => `${exported} as s${index}_${exported}`).join(', ')} } from ${request};`);
      lines.push(`const s${index} = { ${names.map((exported) => `${exported}: s${index}_${exported}`).join(', ')} };`);
    } else if (config.commonJs) {
      // module.exports itself, as a federated build hands a CommonJS package out.
      lines.push(`import s${index} from ${request};`);
    } else {
      lines.push(`import * as s${index} from ${request};`);
    }
    const args = [config.version, config.requiredVersion, config.singleton, config.strictVersion ?? false].map((value) =>
      JSON.stringify(value),
    );
    return `  ${JSON.stringify(name)}: share(${args.join(', ')}, s${index}),`;
  });
  lines.push(
    'const share = (version, requiredVersion, singleton, strictVersion, lib) => ({ version, shareConfig: { requiredVersion, singleton, strictVersion }, lib: () => lib });',
  );
  return `${lines.join('\n')}\nexport const providedShared = {\n${entries.join('\n')}\n};\n`;
}

module.exports = {
  workspaceRoot,
  REMOTES,
  HOST,
  sessionContract,
  sharedModules,
  sharedFromShell,
  contractViolations,
  workspaceAliases,
  providedSharedModule,
  importedNames,
  frontEndSourceDirs,
  remoteContainerFiles,
  libraryVersion,
};

// As a command: the version of every shared module. The shell's Nx build takes it as an input
// (apps/shell/project.json), so that the shell is rebuilt when the exports it must provide change
// (a remote imports another export of the kit), without being "affected" by every change of a remote.
if (require.main === module) {
  console.log(JSON.stringify(Object.fromEntries(Object.entries(sharedModules()).map(([name, config]) => [name, config.version]))));
}
