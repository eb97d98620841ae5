// Shared jest setup: SWC compiles TypeScript/TSX (with decorator metadata, which Nest's
// dependency injection needs) and the tsconfig path aliases resolve to library sources.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const workspaceRoot = __dirname;
const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias.replace(/[/.]/g, '\\$&')}$`] = path.join(workspaceRoot, target);
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const shared = {
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  transform: { '^.+\\.[tj]sx?$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    ...moduleNameMapper,
    '\\.(css)$': path.join(workspaceRoot, 'tools/jest/style-stub.js'),
  },
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
};

/** The jest configuration of one project: `node` for libraries and the API, `jsdom` for React code. */
function projectConfig(displayName, rootDir, environment = 'node') {
  return {
    ...shared,
    displayName,
    rootDir,
    testEnvironment: environment,
    ...(environment === 'jsdom'
      ? {
          setupFilesAfterEnv: [path.join(workspaceRoot, 'tools/jest/setup-dom.js')],
          // Run per project (`nx test`, `nx affected -t … test …` in CI), several jest processes
          // share the machine with lint, typecheck and builds: a screen test that renders and
          // clicks through three pages took more than jest's default 5 s on 2 cores.
          testTimeout: 20_000,
        }
      : {}),
  };
}

module.exports = { ...shared, swcOptions, projectConfig };
