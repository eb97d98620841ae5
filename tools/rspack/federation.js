// The one place where the shared singletons of the composed front end are declared.
// Host and remotes all use this list, so the page holds exactly one React, one router,
// one React Query and one session: a remote that brought its own copy would see a
// different session and break hooks.
//
// Remotes declare it to their Module Federation plugin (`shared`). The shell has no federation
// plugin: it bundles these packages like any app and, when the first remote is opened, hands
// its own copies to the federation runtime (`providedSharedModule` below generates that module).
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));

const REMOTES = {
  auth: { project: 'auth', port: 4201 },
  user_submissions: { project: 'user-submissions', port: 4202 },
  admin_console: { project: 'admin-console', port: 4203 },
};

/**
 * `usedExportsOnly`: an ES module package of which the shell provides only the exports the front
 * ends import (a shared module is otherwise kept whole: 60 KB gzipped for react-router instead
 * of 15). The names are read from the sources (providedSharedModule), so a remote that starts
 * using another export needs the shell rebuilt: the remotes' sources are inputs of its build.
 * @param {string} name
 * @param {string} [packageName]
 * @param {{ usedExportsOnly?: boolean }} [options]
 */
function npmSingleton(name, packageName = name, { usedExportsOnly = false } = {}) {
  const manifest = require(path.join(workspaceRoot, 'node_modules', packageName, 'package.json'));
  const config = {
    singleton: true,
    strictVersion: false,
    requiredVersion: rootPackage.dependencies[packageName],
    version: manifest.version,
  };
  // Not federation options (not enumerable, so the plugin never sees them): read by providedSharedModule.
  const esModule = manifest.type === 'module' || Boolean(manifest.module) || JSON.stringify(manifest.exports ?? {}).includes('"import"');
  Object.defineProperty(config, 'commonJs', { value: !esModule, enumerable: false });
  Object.defineProperty(config, 'usedExportsOnly', { value: usedExportsOnly, enumerable: false });
  return config;
}

/** Workspace libraries shared at runtime: versioned with the workspace itself; `usedExportsOnly` as above. */
function workspaceSingleton(alias, { usedExportsOnly = false } = {}) {
  const config = {
    singleton: true,
    requiredVersion: false,
    version: rootPackage.version,
    import: path.join(workspaceRoot, compilerOptions.paths[alias][0]),
  };
  Object.defineProperty(config, 'usedExportsOnly', { value: usedExportsOnly, enumerable: false });
  return config;
}

const sharedSingletons = {
  react: npmSingleton('react'),
  'react/jsx-runtime': npmSingleton('react/jsx-runtime', 'react'),
  'react-dom': npmSingleton('react-dom'),
  'react-dom/client': npmSingleton('react-dom/client', 'react-dom'),
  'react-router': npmSingleton('react-router', 'react-router', { usedExportsOnly: true }),
  '@tanstack/react-query': npmSingleton('@tanstack/react-query', '@tanstack/react-query', { usedExportsOnly: true }),
  '@profileproof/session': workspaceSingleton('@profileproof/session', { usedExportsOnly: true }),
  '@profileproof/ui': workspaceSingleton('@profileproof/ui', { usedExportsOnly: true }),
  '@profileproof/contracts': workspaceSingleton('@profileproof/contracts', { usedExportsOnly: true }),
};

/**
 * The same singletons for a remote's production container, which only ever runs inside the
 * shell: it takes every one of them from the shell and brings no copy of its own (`import:
 * false`: no fallback chunks, 1 KB less in remoteEntry.js). Its standalone page is a separate
 * bundle (tools/rspack/create-app-config.js).
 */
function sharedFromShell() {
  return Object.fromEntries(Object.entries(sharedSingletons).map(([name, config]) => [name, { ...config, import: false }]));
}

function workspaceAliases() {
  const alias = {};
  for (const [name, [target]] of Object.entries(compilerOptions.paths)) {
    alias[`${name}$`] = path.join(workspaceRoot, target);
  }
  return alias;
}

/** Source folders of everything that runs in the browser: the four front ends and the libraries they use. */
function frontEndSourceDirs() {
  const apps = ['shell', ...Object.values(REMOTES).map((remote) => remote.project)].map((project) => `apps/${project}/src`);
  const libs = Object.keys(compilerOptions.paths)
    .filter((alias) => alias !== '@profileproof/web-testing')
    .map((alias) => path.dirname(compilerOptions.paths[alias][0]));
  return [...apps, ...libs].map((dir) => path.join(workspaceRoot, dir));
}

const TEST_FILE = /\.(?:spec|test)\.tsx?$|(?:^|[-.])test-utils\.tsx?$/;

/** A remote's standalone page (main.ts, bootstrap.tsx): never part of the container the shell loads. */
const STANDALONE_ENTRY = new RegExp(
  `apps/(?:${Object.values(REMOTES)
    .map((remote) => remote.project)
    .join('|')})/src/(?:main|bootstrap)\\.tsx?$`,
);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
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

/**
 * The source of the shell's module that hands its copies of the shared singletons to the
 * federation runtime (`init({ shared })`): one `lib` per package, from this same declaration.
 * For a `usedExportsOnly` package only the names the workspace imports are provided, so the
 * shell's bundle keeps only those.
 */
function providedSharedModule() {
  const files = frontEndSourceDirs()
    .flatMap(sourceFiles)
    .filter((file) => !STANDALONE_ENTRY.test(file.split(path.sep).join('/')));
  const lines = ['// Generated by tools/rspack/federation.js (providedSharedModule) from its sharedSingletons.'];
  const entries = Object.entries(sharedSingletons).map(([name, config], index) => {
    const request = JSON.stringify(config.import ?? name);
    const names = config.usedExportsOnly ? importedNames(name, files) : null;
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
  sharedSingletons,
  sharedFromShell,
  workspaceAliases,
  providedSharedModule,
  importedNames,
  frontEndSourceDirs,
};
