module.exports = require('../../jest.preset.js').projectConfig('auth', __dirname, 'jsdom');
