// Starts the whole product from its build output: the API and the four front ends.
// Used by `npm start` (fixed ports) and by the e2e tests (their own ports and data).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS, HOST } from './remote-table.mjs';
import { shellRuntimeFiles, startStaticServer } from './static-server.mjs';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Front ends (the table of remotes, libs/remotes): Nx project name -> Module Federation container name (null: the shell). */
export { FRONTENDS };

export function distDir(project) {
  return path.join(workspaceRoot, 'dist/apps', project);
}

// `undefined` in apiEnv removes a variable (e.g. DATABASE_URL, to use the embedded database).
function withoutUnset(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with code ${child.exitCode} during start-up.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy at ${url} within ${timeoutMs / 1000}s.`);
}

/**
 * @param {{ ports: Record<string, number>, apiEnv?: Record<string, string | undefined>, quietApi?: boolean, deployRoot?: string }} options
 *   ports: the API's (`api`) and one per front-end project; deployRoot: a folder of versioned
 *   remote deployments (tools/scripts/deploy-remote.mjs) whose manifest and `/remotes/` the shell
 *   serves, as the shell's nginx does in production.
 */
export async function startStack({ ports, apiEnv = {}, quietApi = false, deployRoot }) {
  const apiBaseUrl = `http://localhost:${ports.api}`;
  const shellUrl = `http://localhost:${ports.shell}`;
  const spawnApi = () => {
    const child = spawn(process.execPath, [path.join(distDir('api'), 'main.js')], {
      cwd: workspaceRoot,
      env: withoutUnset({
        ...process.env,
        PORT: String(ports.api),
        WEB_ORIGIN: shellUrl,
        ...apiEnv,
      }),
      stdio: quietApi ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
  };
  let { child: api, exited: apiExited } = spawnApi();
  const stopApi = async () => {
    if (api.exitCode !== null || api.signalCode !== null) return;
    api.kill('SIGTERM');
    const timer = setTimeout(() => api.kill('SIGKILL'), 10_000);
    await apiExited;
    clearTimeout(timer);
  };

  const servers = {};
  const remoteUrls = {};
  for (const [project, container] of Object.entries(FRONTENDS)) {
    if (container) remoteUrls[container] = `http://localhost:${ports[project]}`;
  }
  const serveFrontend = async (project, root = distDir(project), options = {}) => {
    const isShell = project === HOST.project;
    servers[project] = await startStaticServer({
      root,
      port: ports[project],
      // Remotes also run on their own (standalone), so every app falls back to its index.html.
      spa: true,
      json: isShell ? shellRuntimeFiles({ apiBaseUrl, remotes: remoteUrls }) : {},
      deployRoot: isShell ? (options.deployRoot ?? deployRoot) : undefined,
    });
  };

  try {
    for (const project of Object.keys(FRONTENDS)) await serveFrontend(project);
    await waitForHealth(`${apiBaseUrl}/api/health`, api, 120_000);
  } catch (error) {
    await Promise.all(Object.values(servers).map((server) => server.close()));
    api.kill('SIGTERM');
    throw error;
  }

  return {
    apiBaseUrl,
    shellUrl,
    remoteUrls,
    /** Stops one front end's server (e.g. to show that the shell survives a remote outage). */
    async stopFrontend(project) {
      await servers[project]?.close();
      delete servers[project];
    },
    /**
     * (Re)starts one front end's server, optionally from another build folder; the shell's, with
     * `{ deployRoot }`, serving the manifest and remotes of a deploy folder.
     * @param {string} project @param {string} [root] @param {{ deployRoot?: string }} [options]
     */
    async startFrontend(project, root, options) {
      await servers[project]?.close();
      await serveFrontend(project, root, options);
    },
    /** Stops the API process (as a restart or a deploy does), the front ends staying up. */
    stopApi,
    /** Starts the API again, as before, on the same port and data; resolves once it is healthy. */
    async startApi() {
      await stopApi();
      ({ child: api, exited: apiExited } = spawnApi());
      await waitForHealth(`${apiBaseUrl}/api/health`, api, 120_000);
    },
    async stop() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
      await stopApi();
    },
  };
}
