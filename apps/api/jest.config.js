const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.[tj]sx?$'] },
  moduleNameMapper: preset.moduleNameMapper,
  moduleFileExtensions: [...preset.moduleFileExtensions, 'mjs'],
  testMatch: preset.testMatch,
  // Some packages are ES modules only: content-disposition (behind @fastify/static and the Swagger
  // UI), jose (id_token verification) and, in the tests, oauth2-mock-server with is-plain-obj.
  // Node 20.19+ loads them with require() (so does the bundle), but Jest's sandbox cannot: they are
  // compiled to CommonJS like our sources, .mjs files included.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|jose|oauth2-mock-server|is-plain-obj)/)',
  ],
  // Database start-up takes seconds; testTimeout is ignored when the root config runs every
  // project together, so the timeout is set in a setup file instead.
  setupFilesAfterEnv: ['<rootDir>/test/support/jest-setup.ts'],
};
