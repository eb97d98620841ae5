module.exports = require('../../jest.preset.js').projectConfig(
  'user-submissions',
  __dirname,
  'jsdom',
);
