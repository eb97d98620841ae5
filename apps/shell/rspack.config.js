const { createAppConfig } = require('../../tools/rspack/create-app-config');

// The host: no remote URL is compiled in. It reads /remotes.manifest.json and
// /runtime-config.json when the page starts (see src/bootstrap.tsx). Its port and title come
// from libs/remotes/src/remotes.json.
module.exports = createAppConfig('shell');
