const { createAppConfig } = require('../../tools/rspack/create-app-config');

// Its container name, port, title and exposed ./routes come from libs/remotes/src/remotes.json.
module.exports = createAppConfig('admin-console');
