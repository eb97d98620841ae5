const { createAppConfig } = require('../../tools/rspack/create-app-config');

module.exports = createAppConfig({
  project: 'admin-console',
  container: 'admin_console',
  title: 'ProfileProof · Admin console',
  port: 4203,
  exposes: { './routes': './src/routes.tsx' },
});
