module.exports = require('../../jest.preset.js').projectConfig('live-events', __dirname, 'jsdom');
