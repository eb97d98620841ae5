module.exports = require('../../jest.preset.js').projectConfig('ui', __dirname, 'jsdom');
