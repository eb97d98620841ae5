// Builds the Rspack configuration of a federated React app (the shell or a remote).
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { workspaceRoot, sharedSingletons, workspaceAliases } = require('./federation');

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The one HTML page every app starts from; only its title differs. */
function pageHtml(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="ProfileProof: an expert, hands-on review of your LinkedIn profile, delivered to your dashboard." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * @param {object} options
 * @param {string} options.project   Nx project name, also the folder under apps/ and dist/apps/
 * @param {string} options.container Module Federation container name
 * @param {number} options.port      dev-server port (the same port `npm start` serves the build on)
 * @param {string} options.title     the page title
 * @param {Record<string,string>} [options.exposes] modules a remote exposes to the shell
 */
function createAppConfig({ project, container, port, title, exposes }) {
  const projectRoot = path.join(workspaceRoot, 'apps', project);
  const isProduction = process.env.NODE_ENV !== 'development';
  const outputPath = process.env.PP_OUTPUT_PATH
    ? path.resolve(process.env.PP_OUTPUT_PATH)
    : path.join(workspaceRoot, 'dist/apps', project);

  return {
    context: projectRoot,
    mode: isProduction ? 'production' : 'development',
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/main.ts' },
    output: {
      path: outputPath,
      // The shell is served at the site root and must find its files from nested routes such as
      // /reset-password/:uid/:token; a remote finds its own from the URL of its remoteEntry.js.
      publicPath: exposes ? 'auto' : '/',
      uniqueName: container,
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
    plugins: [
      // Every app's page is served at its origin's root, also for nested routes such as /reset-password/:uid/:token.
      new rspack.HtmlRspackPlugin({ templateContent: pageHtml(title), chunks: ['main'], publicPath: '/' }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(projectRoot, 'public'), noErrorOnMissing: true }] }),
      new ModuleFederationPlugin({
        name: container,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        remotes: {},
        shared: sharedSingletons,
        dts: false,
        manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
      }),
    ],
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

module.exports = { createAppConfig };
