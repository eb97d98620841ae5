// Bundles the API (main.js) and its command line (cli.js) for Node. npm packages stay external
// and load from the workspace's node_modules; the workspace libraries (@profileproof/*) are
// compiled in from their sources.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { compilerOptions } = require('../../tsconfig.base.json');

const workspaceRoot = path.resolve(__dirname, '../..');

const workspaceAliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    alias,
    path.join(workspaceRoot, target),
  ]),
);

const isBarePackageImport = (request) =>
  !request.startsWith('.') && !path.isAbsolute(request) && !(request in workspaceAliases);

/** @type {import('@rspack/core').Configuration} */
module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: {
    main: './src/main.ts',
    cli: './src/cli.ts',
  },
  output: {
    path: path.join(workspaceRoot, 'dist/apps/api'),
    filename: '[name].js',
    clean: true,
  },
  devtool: 'source-map',
  // Keep Node's own __dirname: the embedded database worker is looked up next to the bundle.
  node: { __dirname: false, __filename: false },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    alias: workspaceAliases,
  },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) =>
      request && isBarePackageImport(request) ? callback(null, request) : callback(),
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
            keepClassNames: true,
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: {
    minimize: false,
    // NODE_ENV is read at run time, never baked into the bundle.
    nodeEnv: false,
    splitChunks: false,
    // Module ids stay readable in stack traces.
    moduleIds: 'named',
  },
  plugins: [
    new rspack.CopyRspackPlugin({
      patterns: [{ from: 'src/database/embedded/pglite-worker.mjs', to: 'pglite-worker.mjs' }],
    }),
  ],
};
