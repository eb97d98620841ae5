const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: preset.transform,
  moduleNameMapper: preset.moduleNameMapper,
  moduleFileExtensions: preset.moduleFileExtensions,
  testMatch: preset.testMatch,
  // @fastify/static (behind the Swagger UI) requires content-disposition, which is an ES module;
  // Node loads it with require() but Jest's sandbox cannot, so it is compiled like our sources.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  testTimeout: 60000,
  maxWorkers: 2,
};
