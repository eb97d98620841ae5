const { createAppConfig } = require('../../tools/rspack/create-app-config');

module.exports = createAppConfig({
  project: 'user-submissions',
  container: 'user_submissions',
  title: 'ProfileProof · Profile submissions',
  port: 4202,
  exposes: { './routes': './src/routes.tsx' },
});
