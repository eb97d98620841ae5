// The one place where what the composed front end shares at run time is declared.
//
// Only what must be one instance per page is shared, as a singleton, always the shell's: react,
// react-dom, the router, React Query and the session. A remote that brought its own copy would
// see a different session, router context or query client, and React hooks would break. The
// session's exports, with the router's and React Query's that remotes use, form the versioned
// *session contract* (libs/remotes/src/session-contract.json): a remote requires `^<the version it
// was built with>`.
//
// The other workspace libraries (the UI kit, the contracts, the analysis rules…) hold no state a
// page must have once: each remote bundles what it uses of them, and runs the code it was built
// with, whatever the shell was built from (docs/front-end.md: measured both ways).
//
// Remotes declare this to their Module Federation plugin (`shared`). The shell has no federation
// plugin: it bundles these packages like any app and, when the first remote is opened, hands
// its own copies to the federation runtime (`providedSharedModule` below generates that module).
//
// `sharedModules()` answers two things for each shared module, side by side: `share`, the plugin's
// options, and `facts`, what the build knows beyond them (the exports the shell provides). The
// exports the remotes take are read from their imports, parsed (module-imports.js).
const { readdirSync } = require('node:fs');
const path = require('node:path');
const { importedNames } = require('./module-imports');

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
const STANDALONE_ENTRY = new RegExp(
  `apps/(?:${REMOTES.map((remote) => remote.project).join('|')})/src/(?:main|bootstrap)\\.tsx?$`,
);

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

const SHIPPED_LIBRARIES = Object.keys(compilerOptions.paths).filter(
  (alias) => alias !== '@profileproof/web-testing',
);

/** Files a remote's container may run: its own sources and the libraries it bundles. */
function remoteContainerFiles(projects = REMOTES.map((remote) => remote.project)) {
  const dirs = [
    ...projects.map((project) => path.join(workspaceRoot, 'apps', project, 'src')),
    // The session is never in a remote's container: it is always the shell's. (Its second entry,
    // `@profileproof/session/drafts`, is bundled by the remotes, but imports only React.)
    ...SHIPPED_LIBRARIES.filter(
      (alias) => alias !== '@profileproof/session' && !alias.startsWith('@profileproof/session/'),
    ).map(libraryDir),
  ];
  return [...new Set(dirs)]
    .flatMap(sourceFiles)
    .filter((file) => !STANDALONE_ENTRY.test(toPosix(file)));
}

/**
 * One entry of the federation plugin's `shared` option, as the plugin takes it.
 * @typedef {object} ShareConfig
 * @property {boolean} singleton One copy per page (always the shell's).
 * @property {boolean} [strictVersion] Refuse a mismatching version instead of only warning (singletons: false).
 * @property {string} requiredVersion The versions a remote accepts.
 * @property {string} version The version this build brings.
 * @property {string | false} [import] A workspace library's entry file; false: no copy in the
 *   build, always the shell's (sharedFromShell).
 */

/**
 * What the build knows of a shared module beyond the plugin's options.
 * @typedef {object} ShareFacts
 * @property {string[] | null} provides The exports the shell hands out (null: the whole module).
 * @property {boolean} commonJs A CommonJS package: the shell hands out its `module.exports` itself.
 */

/**
 * One shared module: its options and its facts.
 * @typedef {{ share: ShareConfig, facts: ShareFacts }} SharedModule
 */

/**
 * Every shared module, by the request that imports it, in the same order in both records.
 * @typedef {object} SharedModules
 * @property {Record<string, ShareConfig>} share The federation plugin's `shared` option.
 * @property {Record<string, ShareFacts>} facts What providedSharedModule and contractViolations need.
 */

/**
 * An npm package, one copy per page; `provides`: the exports the shell hands out (null: all).
 * @returns {SharedModule}
 */
function npmSingleton(packageName, provides = null) {
  const manifest = require(path.join(workspaceRoot, 'node_modules', packageName, 'package.json'));
  const esModule =
    manifest.type === 'module' ||
    Boolean(manifest.module) ||
    JSON.stringify(manifest.exports ?? {}).includes('"import"');
  return {
    share: {
      singleton: true,
      strictVersion: false,
      requiredVersion: rootPackage.dependencies[packageName],
      version: manifest.version,
    },
    facts: { provides, commonJs: !esModule },
  };
}

/**
 * The session: one copy per page, at the contract's version. A remote requires `^<the version it
 * was built with>`. On a mismatch the federation runtime only warns (`strictVersion: false`) and
 * still hands over the shell's session: there is never a second session in the page, and the
 * shell itself refuses the remote, from the version its `./routes` declares (src/remotes of the
 * shell), with a panel that says why.
 * @returns {SharedModule}
 */
function sessionSingleton() {
  const alias = '@profileproof/session';
  return {
    share: {
      singleton: true,
      strictVersion: false,
      requiredVersion: `^${sessionContract.version}`,
      version: sessionContract.version,
      import: path.join(workspaceRoot, compilerOptions.paths[alias][0]),
    },
    facts: { provides: sessionContract.provides[alias], commonJs: false },
  };
}

/** @type {SharedModules | null} */
let shared = null;
/**
 * Every shared module, by the request that imports it: the plugin's options (`share`) and what
 * the build knows beyond them (`facts`).
 * @returns {SharedModules}
 */
function sharedModules() {
  if (shared) return shared;
  const contract = sessionContract.provides;
  /** @type {Record<string, SharedModule>} */
  const modules = {
    react: npmSingleton('react'),
    'react/jsx-runtime': npmSingleton('react'),
    'react-dom': npmSingleton('react-dom'),
    'react-dom/client': npmSingleton('react-dom'),
    'react-router': npmSingleton('react-router', contract['react-router']),
    '@tanstack/react-query': npmSingleton(
      '@tanstack/react-query',
      contract['@tanstack/react-query'],
    ),
    '@profileproof/session': sessionSingleton(),
  };
  shared = {
    share: Object.fromEntries(
      Object.entries(modules).map(([name, module]) => [name, module.share]),
    ),
    facts: Object.fromEntries(
      Object.entries(modules).map(([name, module]) => [name, module.facts]),
    ),
  };
  return shared;
}

/**
 * The shared modules for a remote's production container, which only ever runs inside the
 * shell: every one comes from the shell, with no copy of its own (`import: false`). Its
 * standalone page is a separate bundle (tools/rspack/create-app-config.js).
 * @returns {Record<string, ShareConfig>}
 */
function sharedFromShell() {
  return Object.fromEntries(
    Object.entries(sharedModules().share).map(([name, config]) => [
      name,
      { ...config, import: false },
    ]),
  );
}

/**
 * What a remote imports from the singletons that the session contract does not provide, as
 * "package: name" lines (empty when it keeps to the contract). `projects`: the remotes to
 * check (default: all).
 * @param {string[]} [projects]
 * @returns {string[]}
 */
function contractViolations(projects) {
  const files = remoteContainerFiles(projects);
  const { share, facts } = sharedModules();
  return Object.keys(share)
    .filter((name) => facts[name].provides)
    .flatMap((name) => {
      const used = importedNames(name, files);
      if (used === null)
        return [`${name}: the whole module (import only the names of the contract)`];
      return used
        .filter((exported) => !facts[name].provides.includes(exported))
        .map((exported) => `${name}: ${exported}`);
    });
}

/** The workspace libraries' aliases (tsconfig.base.json), for Rspack's `resolve.alias`. */
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
 * @returns {string}
 */
function providedSharedModule() {
  const lines = [
    '// Generated by tools/rspack/federation.js (providedSharedModule) from its sharedModules.',
  ];
  const { share, facts } = sharedModules();
  const entries = Object.entries(share).map(([name, config], index) => {
    const request = JSON.stringify(config.import ?? name);
    const names = facts[name].provides;
    if (names) {
      lines.push(
        `import { ${names.map((exported) => `${exported} as s${index}_${exported}`).join(', ')} } from ${request};`,
      );
      lines.push(
        `const s${index} = { ${names.map((exported) => `${exported}: s${index}_${exported}`).join(', ')} };`,
      );
    } else if (facts[name].commonJs) {
      // module.exports itself, as a federated build hands a CommonJS package out.
      lines.push(`import s${index} from ${request};`);
    } else {
      lines.push(`import * as s${index} from ${request};`);
    }
    const args = [
      config.version,
      config.requiredVersion,
      config.singleton,
      config.strictVersion ?? false,
    ].map((value) => JSON.stringify(value));
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
  sharedModules,
  sharedFromShell,
  contractViolations,
  workspaceAliases,
  providedSharedModule,
};
