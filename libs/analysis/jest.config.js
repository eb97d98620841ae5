module.exports = require('../../jest.preset.js').projectConfig('analysis', __dirname, 'node');
