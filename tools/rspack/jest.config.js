// Tests of the federation build (federation.js): what the shell provides to the remotes, the
// session contract check, and how imports are read.
// Part of `npm test` (jest.config.js).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset.projectConfig('rspack', __dirname, 'node'),
  testMatch: ['<rootDir>/*.spec.ts'],
};
