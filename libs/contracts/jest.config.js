module.exports = require('../../jest.preset.js').projectConfig('contracts', __dirname, 'node');
