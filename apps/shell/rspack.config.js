const { createAppConfig } = require('../../tools/rspack/create-app-config');

// The host: no remote URL is compiled in. It reads /remotes.manifest.json and
// /runtime-config.json when the page starts (see src/bootstrap.tsx).
module.exports = createAppConfig({
  project: 'shell',
  container: 'shell',
  port: 4200,
  title: 'ProfileProof · Expert LinkedIn profile reviews',
});
