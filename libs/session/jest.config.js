module.exports = require('../../jest.preset.js').projectConfig('session', __dirname, 'jsdom');
