const { createAppConfig } = require('../../tools/rspack/create-app-config');

module.exports = createAppConfig({
  project: 'auth',
  container: 'auth',
  title: 'ProfileProof · Account',
  port: 4201,
  exposes: { './routes': './src/routes.tsx' },
});
