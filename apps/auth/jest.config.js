module.exports = {
  ...require('../../jest.preset.js').projectConfig('auth', __dirname, 'jsdom'),
  // The screen tests type and click like a user: on a busy machine that outlasts the default 5 s.
  testTimeout: 20_000,
};
