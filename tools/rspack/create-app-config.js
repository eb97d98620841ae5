// Builds the Rspack configuration of a front end: the shell (the host) or a remote.
//
// The shell is a plain bundle: React, the router and the session are in it, nothing is negotiated
// before the first page renders. It loads the Module Federation runtime (and registers its own
// React, router, session… as the shared singletons) only when a remote's route is opened.
//
// A remote's production build is two compilations into one folder: the federation container
// (remoteEntry.js and the exposed screens, loaded by the shell, without a copy of the federation
// runtime core: the shell provides it) and the standalone page its team opens on its own port.
//
// Here: the shell's and the remotes' configurations; base-config.js holds what they share,
// page.js the HTML page, bundle-trimming.js what the bundles leave out.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const rspack = require('@rspack/core');
const {
  workspaceRoot,
  HOST,
  REMOTES,
  sharedModules,
  sharedFromShell,
  contractViolations,
  providedSharedModule,
} = require('./federation');
const { baseConfig } = require('./base-config');
const {
  federationRuntimeAsEsm,
  federationRuntimeDefines,
  federationRuntimeSideEffectFree,
  sideEffectFreeLibraries,
  FinalAliasesPlugin,
} = require('./bundle-trimming');
const { pagePlugins, SHELL_HEAD_HINTS } = require('./page');

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
