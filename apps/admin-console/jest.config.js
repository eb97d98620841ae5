module.exports = require('../../jest.preset.js').projectConfig('admin-console', __dirname, 'jsdom');
