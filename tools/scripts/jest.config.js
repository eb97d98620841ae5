// Tests of the delivery tooling: the versioned deploys, the containers' files and the CI workflows
// (what Nx marks affected), read and run as a team would. Part of `npm test` (jest.config.js).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset.projectConfig('delivery', __dirname, 'node'),
  testMatch: ['<rootDir>/*.spec.ts'],
};
