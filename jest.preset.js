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

module.exports = {
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  transform: { '^.+\\.[tj]sx?$': ['@swc/jest', swcOptions] },
  moduleNameMapper: { ...moduleNameMapper, '\\.(css)$': path.join(workspaceRoot, 'tools/jest/style-stub.js') },
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  swcOptions,
};
