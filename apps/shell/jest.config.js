module.exports = require('../../jest.preset.js').projectConfig('shell', __dirname, 'jsdom');
