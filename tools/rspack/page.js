// The HTML page every front end is opened from (the shell's, or a remote's standalone page), and
// the plugins that write it and copy the app's public folder (create-app-config.js uses them).
const path = require('node:path');
const rspack = require('@rspack/core');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The one HTML page every app starts from; only its title and head hints differ. */
function pageHtml(title, headHints = '') {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="ProfileProof: an expert, hands-on review of your LinkedIn profile, delivered to your dashboard." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />${headHints}
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The shell fetches these two files before anything renders: asking for them from the page's
 * head lets them travel with main.js instead of after it.
 */
const SHELL_HEAD_HINTS = `
    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />
    <link rel="preload" href="/remotes.manifest.json" as="fetch" crossorigin="anonymous" />`;

/** The page an app is opened from (the shell's, or a remote's standalone page). */
function pagePlugins(projectRoot, title, headHints) {
  return [
    // Every app's page is served at its origin's root, also for nested routes such as /reset-password/:uid/:token.
    new rspack.HtmlRspackPlugin({
      templateContent: pageHtml(title, headHints),
      chunks: ['main'],
      publicPath: '/',
    }),
    new rspack.CopyRspackPlugin({
      patterns: [{ from: path.join(projectRoot, 'public'), noErrorOnMissing: true }],
    }),
  ];
}

module.exports = { pagePlugins, SHELL_HEAD_HINTS };
