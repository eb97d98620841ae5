// Builds the Rspack configuration of a front end: the shell (the host) or a remote.
//
// The shell is a plain bundle: React, the router and the session are in it, nothing is negotiated
// before the first page renders. It loads the Module Federation runtime (and registers its own
// React, router, session… as the shared singletons) only when a remote's route is opened.
//
// A remote's production build is two compilations into one folder: the federation container
// (remoteEntry.js and the exposed screens, loaded by the shell, without a copy of the federation
// runtime core: the shell provides it) and the standalone page its team opens on its own port.
const { readdirSync, realpathSync } = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const {
  workspaceRoot,
  HOST,
  REMOTES,
  sharedModules,
  sharedFromShell,
  contractViolations,
  workspaceAliases,
  providedSharedModule,
} = require('./federation');
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));
const { PrecompressPlugin } = require('./precompress-plugin');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The one HTML page every app starts from; only its title and head hints differ. */
function pageHtml(title, headHints = '') {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="ProfileProof: an expert, hands-on review of your LinkedIn profile, delivered to your dashboard." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />${headHints}
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The shell fetches these two files before anything renders: asking for them from the page's
 * head lets them travel with main.js instead of after it.
 */
const SHELL_HEAD_HINTS = `
    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />
    <link rel="preload" href="/remotes.manifest.json" as="fetch" crossorigin="anonymous" />`;

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

/** What every front end shares: paths, TypeScript/CSS rules, file names, dev server. */
function baseConfig({ project, uniqueName, port, isProduction, outputPath, publicPath }) {
  const projectRoot = path.join(workspaceRoot, 'apps', project);
  return {
    name: uniqueName,
    context: projectRoot,
    mode: isProduction ? 'production' : 'development',
    // Hidden in production: the maps are written beside the files (the build artefact keeps them)
    // but no bundle names them, and no server sends them (static-server.mjs, docker/nginx).
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      uniqueName,
      clean: true,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
      alias: workspaceAliases(),
    },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|gif|svg|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: isProduction ? [new PrecompressPlugin()] : [],
    optimization: { minimize: isProduction },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(projectRoot, 'public') },
    },
  };
}

/** The page an app is opened from (the shell's, or a remote's standalone page). */
function pagePlugins(projectRoot, title, headHints) {
  return [
    // Every app's page is served at its origin's root, also for nested routes such as /reset-password/:uid/:token.
    new rspack.HtmlRspackPlugin({
      templateContent: pageHtml(title, headHints),
      chunks: ['main'],
      publicPath: '/',
    }),
    new rspack.CopyRspackPlugin({
      patterns: [{ from: path.join(projectRoot, 'public'), noErrorOnMissing: true }],
    }),
  ];
}

/** The remotes' dev servers, as `npm run dev` runs them: what the shell's dev server answers for /remotes.manifest.json. */
function devRemotesManifest() {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, `http://localhost:${remote.port}/remoteEntry.js`]),
  );
}

/** The shell: served at the site root (nested routes such as /reset-password/:uid/:token find its files). */
function shellConfig({ project, container, port, title, isProduction, outputPath }) {
  const config = baseConfig({
    project,
    uniqueName: container,
    port,
    isProduction,
    outputPath,
    publicPath: '/',
  });
  config.devServer.setupMiddlewares = (middlewares) => [
    {
      name: 'remotes-manifest',
      path: '/remotes.manifest.json',
      middleware: (_request, response) => {
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(devRemotesManifest()));
      },
    },
    ...middlewares,
  ];
  config.entry = { main: './src/main.ts' };
  config.module.rules.push(federationRuntimeSideEffectFree, sideEffectFreeLibraries());
  config.plugins.push(
    ...pagePlugins(config.context, title, SHELL_HEAD_HINTS),
    // The shell's copies of the shared singletons, handed to the federation runtime (src/remotes/federation-host.tsx).
    new rspack.experiments.VirtualModulesPlugin({
      'src/remotes/provided-shared.js': providedSharedModule(),
    }),
    new rspack.DefinePlugin(federationRuntimeDefines),
  );
  // The federation runtime and React Query travel in one chunk with the code that uses them
  // (src/remotes/federation-host.tsx), not in a separate vendors file: one request, and 2 KB
  // less once gzipped.
  config.optimization.splitChunks = { cacheGroups: { defaultVendors: false } };
  return config;
}

/**
 * A remote's federation plugin. `forShell`: the production container, which only the shell
 * loads: the shared singletons and the runtime core come from the shell (which sets the global
 * `_FEDERATION_RUNTIME_CORE` before it loads any remote entry), no code to load remotes of its
 * own, no Node.js code paths.
 */
function remoteFederationPlugin({ container, exposes, forShell }) {
  return new ModuleFederationPlugin({
    name: container,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: forShell ? sharedFromShell() : sharedModules().share,
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
    ...(forShell
      ? {
          experiments: {
            externalRuntime: true,
            optimization: { disableRemote: true, target: 'web' },
          },
        }
      : {}),
  });
}

/**
 * A remote. In production: the container (remoteEntry.js; chunks found from its URL,
 * publicPath 'auto', so it can live on any origin or path) and, second, the standalone page,
 * a plain bundle of the same screens. The dev server serves one compilation holding both.
 */
function remoteConfigs({ project, container, port, title, exposes, isProduction, outputPath }) {
  const projectRoot = path.join(workspaceRoot, 'apps', project);
  if (!isProduction) {
    const config = baseConfig({
      project,
      uniqueName: container,
      port,
      isProduction,
      outputPath,
      publicPath: 'auto',
    });
    config.entry = { main: './src/main.ts' };
    config.plugins.push(
      ...pagePlugins(projectRoot, title),
      remoteFederationPlugin({ container, exposes, forShell: false }),
    );
    return config;
  }

  const federated = baseConfig({
    project,
    uniqueName: container,
    port,
    isProduction,
    outputPath,
    publicPath: 'auto',
  });
  federated.entry = {};
  federated.module.rules.push(federationRuntimeSideEffectFree, sideEffectFreeLibraries());
  federated.plugins.push(
    remoteFederationPlugin({ container, exposes, forShell: true }),
    new FinalAliasesPlugin(federationRuntimeAsEsm),
  );

  const standalone = baseConfig({
    project,
    uniqueName: `${container}_standalone`,
    port,
    isProduction,
    outputPath,
    publicPath: '/',
  });
  standalone.entry = { main: './src/main.ts' };
  standalone.output.clean = false; // the container was written first, into the same folder
  standalone.dependencies = [federated.name];
  standalone.plugins.push(...pagePlugins(projectRoot, title));
  return [federated, standalone];
}

/** "account" -> "Account": a remote's label as a title (libs/remotes: remoteTitle). */
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The configuration of a front end, from its row of the table of remotes
 * (libs/remotes/src/remotes.json): the shell (the host) or a remote, which exposes `./routes`.
 * A remote that imports from the router, React Query or the session something the session
 * contract does not provide fails to build: the shell it runs in would not have it.
 * @param {string} project Nx project name, also the folder under apps/ and dist/apps/
 */
function createAppConfig(project) {
  const isProduction = process.env.NODE_ENV !== 'development';
  const outputPath = process.env.PP_OUTPUT_PATH
    ? path.resolve(process.env.PP_OUTPUT_PATH)
    : path.join(workspaceRoot, 'dist/apps', project);
  if (project === HOST.project) {
    return shellConfig({
      project,
      container: project,
      port: HOST.port,
      title: HOST.title,
      isProduction,
      outputPath,
    });
  }
  const remote = REMOTES.find((candidate) => candidate.project === project);
  if (!remote)
    throw new Error(
      `${project} is neither the shell nor a remote of libs/remotes/src/remotes.json.`,
    );
  const violations = contractViolations([project]);
  if (violations.length) {
    throw new Error(
      `${project} imports what the session contract (libs/remotes/src/session-contract.json) does not provide:\n  ${violations.join('\n  ')}\n` +
        'Add the names to the contract and give it a new minor version (libs/remotes/README.md): shells without them will then refuse this remote with a clear panel instead of breaking.',
    );
  }
  return remoteConfigs({
    project,
    container: remote.name,
    port: remote.port,
    title: `ProfileProof · ${capitalised(remote.label)}`,
    exposes: { './routes': './src/routes.tsx' },
    isProduction,
    outputPath,
  });
}

module.exports = { createAppConfig };
