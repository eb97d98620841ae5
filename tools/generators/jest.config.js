// The local generators, run on virtual trees. Part of `npm test` (root jest.config.js).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset.projectConfig('workspace-generators', __dirname, 'node'),
  testMatch: ['<rootDir>/*.spec.ts'],
};
