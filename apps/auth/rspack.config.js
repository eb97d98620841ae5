const { createAppConfig } = require('../../tools/rspack/create-app-config');

module.exports = createAppConfig({
  project: 'auth',
  container: 'auth',
  port: 4201,
  exposes: { './routes': './src/routes.tsx' },
});
