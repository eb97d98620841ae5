// What the front ends' bundles leave out (create-app-config.js uses it): the federation runtime as
// tree-shaken ES modules in a remote's container, the shell's runtime without its unused code paths,
// and the federation runtime and the workspace libraries without style sheets marked free of side
// effects.
const { readdirSync, realpathSync } = require('node:fs');
const path = require('node:path');
const { workspaceRoot } = require('./federation');
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));

// Real path: a symlinked node_modules (a second worktree, pnpm) resolves modules to where they really are.
const FEDERATION = realpathSync(path.join(workspaceRoot, 'node_modules/@module-federation'));

/**
 * A remote container's federation code as ES modules (tree-shaken) rather than the CommonJS files
 * the plugin picks by default.
 */
const federationRuntimeAsEsm = {
  [path.join(FEDERATION, 'webpack-bundler-runtime/dist/index.cjs')]: path.join(
    FEDERATION,
    'webpack-bundler-runtime/dist/index.js',
  ),
  [path.join(FEDERATION, 'runtime/dist/index.cjs')]: path.join(FEDERATION, 'runtime/dist/index.js'),
  '@module-federation/runtime$': path.join(FEDERATION, 'runtime/dist/index.js'),
};
/**
 * The shell's federation runtime: browser code paths only, and no snapshot plugin (manifest
 * entries and their preloading: the shell reads an mf-manifest.json itself, in
 * src/remotes/manifest-entry.ts); 1.4 KB gzipped less.
 */
const federationRuntimeDefines = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  // Said outright, so that the code of the disabled variants is dropped.
  FEDERATION_OPTIMIZE_NO_REMOTE: false,
  FEDERATION_OPTIMIZE_NO_SHARED: false,
};
const federationRuntimeSideEffectFree = {
  test: /[\\/]node_modules[\\/]@module-federation[\\/](?:runtime-core|runtime|runtime-tools|sdk|error-codes|webpack-bundler-runtime)[\\/]/,
  sideEffects: false,
};

/**
 * The workspace libraries without style sheets (session, contracts, analysis, remotes…), marked
 * free of side effects: in the shell, a module of the session that only the remotes use stays out
 * of the first script, in the chunk that hands the session to the remotes; in a remote, only what
 * it uses of them is bundled (the contract version, not the whole table of remotes). (The UI
 * kit's index imports its style sheets, so it keeps its side effects.)
 */
function sideEffectFreeLibraries() {
  const libs = Object.values(compilerOptions.paths)
    .map(([entry]) => path.join(workspaceRoot, path.dirname(entry)))
    .filter(
      (dir) => !readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith('.css')),
    );
  return {
    test: (file) => libs.some((dir) => file.startsWith(dir + path.sep)) && /\.tsx?$/.test(file),
    sideEffects: false,
  };
}

/** Sets resolve aliases after the federation plugin has set its own (it overwrites ours otherwise). */
class FinalAliasesPlugin {
  constructor(aliases) {
    this.aliases = aliases;
  }
  apply(compiler) {
    compiler.hooks.afterPlugins.tap('FinalAliasesPlugin', () => {
      compiler.options.resolve.alias = { ...compiler.options.resolve.alias, ...this.aliases };
    });
  }
}

module.exports = {
  federationRuntimeAsEsm,
  federationRuntimeDefines,
  federationRuntimeSideEffectFree,
  sideEffectFreeLibraries,
  FinalAliasesPlugin,
};
