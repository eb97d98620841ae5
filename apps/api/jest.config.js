const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.[tj]sx?$'] },
  moduleNameMapper: preset.moduleNameMapper,
  moduleFileExtensions: [...preset.moduleFileExtensions, 'mjs'],
  testMatch: preset.testMatch,
  // @fastify/static (behind the Swagger UI) requires content-disposition, which is an ES module;
  // Node loads it with require() but Jest's sandbox cannot, so it is compiled like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|jose|oauth2-mock-server|is-plain-obj)/)'],
  // Database start-up takes seconds; testTimeout is ignored when the root config runs every
  // project together, so the timeout is set in a setup file instead.
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
