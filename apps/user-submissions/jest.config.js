const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'user-submissions',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  transform: preset.transform,
  moduleNameMapper: preset.moduleNameMapper,
  moduleFileExtensions: preset.moduleFileExtensions,
  testMatch: preset.testMatch,
  setupFilesAfterEnv: [require.resolve('../../tools/jest/setup-dom.js')],
};
