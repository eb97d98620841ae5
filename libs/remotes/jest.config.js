module.exports = require('../../jest.preset.js').projectConfig('remotes', __dirname, 'node');
