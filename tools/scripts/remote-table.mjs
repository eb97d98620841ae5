// The table of remotes (libs/remotes/src/remotes.json) for the scripts, the containers and CI.
// As a command, for what is not JavaScript (docker/web.Dockerfile, .github/workflows):
//   node tools/scripts/remote-table.mjs list              one line per remote: "<container name> <project>"
//   node tools/scripts/remote-table.mjs frontends         the front-end projects, host first, one per line
//   node tools/scripts/remote-table.mjs is-remote <name>  "true" or "false": is this project (or container) a remote?
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const table = JSON.parse(
  readFileSync(path.join(workspaceRoot, 'libs/remotes/src/remotes.json'), 'utf8'),
);

/** @type {{ name: string, project: string, port: number, label: string, routes: Record<string, string> }[]} */
export const REMOTES = table.remotes;
/** @type {{ project: string, port: number, title: string }} */
export const HOST = table.host;

/** Front ends: Nx project name -> Module Federation container name (null for the shell). */
export const FRONTENDS = Object.fromEntries([
  [HOST.project, null],
  ...REMOTES.map((remote) => [remote.project, remote.name]),
]);

/** The ports `npm start` serves on: the API's and the table's. */
export const START_PORTS = {
  api: 3000,
  ...Object.fromEntries([HOST, ...REMOTES].map((app) => [app.project, app.port])),
};

/** A remote by its container name (`user_submissions`) or project (`user-submissions`). */
export function findRemote(nameOrProject) {
  return REMOTES.find(
    (remote) => remote.name === nameOrProject || remote.project === nameOrProject,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [command, argument] = process.argv.slice(2);
  if (command === 'list') {
    for (const remote of REMOTES) console.log(`${remote.name} ${remote.project}`);
  } else if (command === 'frontends') {
    for (const project of Object.keys(FRONTENDS)) console.log(project);
  } else if (command === 'is-remote' && argument) {
    console.log(String(Boolean(findRemote(argument))));
  } else {
    console.error(
      'Usage: node tools/scripts/remote-table.mjs list | frontends | is-remote <project>',
    );
    process.exit(2);
  }
}
