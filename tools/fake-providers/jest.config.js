// The fake payment providers (Stripe, Razorpay), tested with the real SDKs. Part of `npm test`
// (root jest.config.js).
const preset = require('../../jest.preset.js');

module.exports = {
  ...preset.projectConfig('fake-providers', __dirname, 'node'),
  testMatch: ['<rootDir>/src/*.spec.ts'],
  testTimeout: 20_000,
};
