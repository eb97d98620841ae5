// The production topology's nginx (topology.mjs starts it): the images' own configuration (the
// API gateway and the four front-end servers), rendered as their entrypoints render it.
import { spawn, spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FRONTENDS, HOST } from '../scripts/remote-table.mjs';
import { distDir, workspaceRoot } from '../scripts/stack.mjs';
import { writeImageNginxConf } from './image-nginx-conf.mjs';
import { findBinary, waitUntil } from './services.mjs';

/** What 20-envsubst-on-templates.sh does with NGINX_ENVSUBST_FILTER=^NGINX_: only those variables, only when set. */
function envsubst(template, env) {
  return template.replace(/\$(?:\{(NGINX_\w+)\}|(NGINX_\w+))/g, (whole, braced, bare) => {
    const name = braced ?? bare;
    return name in env ? env[name] : whole;
  });
}

function runEntrypointScript(script, env) {
  const result = spawnSync('sh', [path.join(workspaceRoot, 'docker/nginx', script)], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NGINX_ENTRYPOINT_QUIET_LOGS: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
}

/**
 * One nginx process holding what compose runs as five nginx containers: the gateway
 * (docker/nginx/gateway.conf.template + 30-api-upstream.sh, the gateway image) and one front-end
 * server per app (docker/nginx/default.conf.template + 40-runtime-config.sh, the web image). The
 * only change to the rendered blocks: the images' absolute paths (/usr/share/nginx,
 * /etc/nginx/generated) are moved under `dir`, one folder per container.
 */
export async function startNginx({
  dir,
  gatewayPort,
  apiPorts,
  frontendPorts,
  gatewayUrl,
  logFile,
}) {
  const binary = findBinary('nginx', ['/usr/sbin/nginx', '/usr/local/sbin/nginx']);
  await mkdir(path.join(dir, 'conf.d'), { recursive: true });
  // nginx started by root reads the files as `nobody`.
  await chmod(dir, 0o755);
  const remoteList = spawnSync(process.execPath, ['tools/scripts/remote-table.mjs', 'list'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  }).stdout;
  await writeFile(path.join(dir, 'remotes.list'), remoteList);

  const frontendTemplate = await readFile(
    path.join(workspaceRoot, 'docker/nginx/default.conf.template'),
    'utf8',
  );
  // The shell's *_REMOTE_URL variables, and each remote's URL by project.
  const remoteVariables = {};
  const remoteUrls = {};
  for (const [project, container] of Object.entries(FRONTENDS)) {
    if (!container) continue;
    remoteUrls[project] = `http://localhost:${frontendPorts[project]}`;
    remoteVariables[`${container.toUpperCase()}_REMOTE_URL`] = remoteUrls[project];
  }
  const shellUrl = `http://localhost:${frontendPorts[HOST.project]}`;

  for (const project of Object.keys(FRONTENDS)) {
    const container = path.join(dir, project);
    const share = path.join(container, 'share');
    const generated = path.join(container, 'generated');
    await mkdir(generated, { recursive: true });
    // The image's html folder (the build, without source maps: the image deletes them).
    await cp(distDir(project), path.join(share, 'html'), {
      recursive: true,
      filter: (source) => !source.endsWith('.map'),
    });
    for (const folder of [container, share, path.join(share, 'html'), generated])
      await chmod(folder, 0o755);
    const conf = path.join(dir, 'conf.d', `${project}.conf`);
    await writeFile(
      conf,
      envsubst(frontendTemplate, { NGINX_PORT: `127.0.0.1:${frontendPorts[project]}` })
        .replaceAll('/usr/share/nginx', share)
        .replaceAll('/etc/nginx/generated', generated),
    );
    runEntrypointScript('40-runtime-config.sh', {
      APP: project,
      SERVER_CONF: conf,
      RUNTIME_DIR: path.join(share, 'runtime'),
      GENERATED_DIR: generated,
      REMOTES_LIST: path.join(dir, 'remotes.list'),
      APP_ENVIRONMENT: 'production-topology',
      API_BASE_URL: gatewayUrl,
      // As compose: the remotes allow the shell's origin; plain HTTP here, so no HSTS.
      ...(project === HOST.project ? remoteVariables : { CORS_ALLOW_ORIGIN: shellUrl }),
      STRICT_TRANSPORT_SECURITY: '',
    });
  }

  const gatewayDir = path.join(dir, 'gateway');
  const gatewayGenerated = path.join(gatewayDir, 'generated');
  await mkdir(gatewayGenerated, { recursive: true });
  const gatewayTemplate = await readFile(
    path.join(workspaceRoot, 'docker/nginx/gateway.conf.template'),
    'utf8',
  );
  await writeFile(
    path.join(dir, 'conf.d', 'gateway.conf'),
    envsubst(gatewayTemplate, { NGINX_PORT: `127.0.0.1:${gatewayPort}` }).replaceAll(
      '/etc/nginx/generated',
      gatewayGenerated,
    ),
  );
  runEntrypointScript('30-api-upstream.sh', {
    API_UPSTREAMS: apiPorts.map((port) => `127.0.0.1:${port}`).join(' '),
    GENERATED_DIR: gatewayGenerated,
  });

  // The images' nginx.conf, with its writable paths in the temporary folder.
  await writeImageNginxConf(dir, { workers: 2, connections: 4096, errorLog: `${logFile} warn` });
  const child = spawn(
    binary,
    ['-e', logFile, '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: graceful, as the images' STOPSIGNAL.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitUntil(
      async () => (await fetch(`${gatewayUrl}/healthz`)).ok,
      10_000,
      'nginx',
      () => (child.exitCode !== null ? `it exited (${child.exitCode}); see ${logFile}` : null),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { shellUrl, remoteUrls, stop };
}
