const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: preset.transform,
  moduleNameMapper: preset.moduleNameMapper,
  moduleFileExtensions: preset.moduleFileExtensions,
  testMatch: preset.testMatch,
};
