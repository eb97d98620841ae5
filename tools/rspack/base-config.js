// What every front end's Rspack configuration shares (create-app-config.js builds on it): paths,
// the TypeScript/CSS rules, file names, the dev server.
const path = require('node:path');
const { workspaceRoot, workspaceAliases } = require('./federation');
const { PrecompressPlugin } = require('./precompress-plugin');

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

module.exports = { baseConfig };
