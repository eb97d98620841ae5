import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A front-end image's nginx, run on this machine as the image runs it: the image's server block
 * (docker/nginx/default.conf.template) rendered as the base image's 20-envsubst-on-templates.sh
 * renders it (only the NGINX_ variables that are set), the image's start-up script
 * (docker/nginx/40-runtime-config.sh) run on it, then nginx on the result, as the unprivileged
 * image's own nginx.conf starts it. Everything lives in a temporary folder: the image's absolute
 * paths (/usr/share/nginx, /etc/nginx/generated) are moved under it, the only change to the block.
 */
const workspaceRoot = path.resolve(__dirname, '../../../..');
const NGINX_CANDIDATES = [
  ...(process.env['PATH'] ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
];

export interface ImageNginx {
  url: string;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "nginx was not found (in PATH, /usr/sbin or /usr/local/sbin): these tests run the image's nginx configuration. Install it: apt-get install -y nginx",
    );
  }
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** What 20-envsubst-on-templates.sh does with NGINX_ENVSUBST_FILTER=^NGINX_: only those variables, only when set. */
function envsubst(template: string, env: Record<string, string>): string {
  return template.replace(
    /\$(?:\{(NGINX_\w+)\}|(NGINX_\w+))/g,
    (whole, braced?: string, bare?: string) => {
      const name = (braced ?? bare) as string;
      return name in env ? env[name] : whole;
    },
  );
}

async function listening(
  port: number,
  nginx: ReturnType<typeof spawn>,
  errors: () => string,
): Promise<void> {
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}):\n${errors()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @param app the image's APP (shell or a remote's project)
 * @param html the build the image serves (its /usr/share/nginx/html)
 * @param deploy a deploy folder to mount (its /usr/share/nginx/deploy), if any
 * @param env the container's environment
 */
export async function startImageNginx(options: {
  app: string;
  html: string;
  deploy?: string;
  env: Record<string, string>;
}): Promise<ImageNginx> {
  const binary = nginxBinary();
  const dir = await mkdtemp(path.join(tmpdir(), 'pp-image-nginx-'));
  // nginx started by root reads the files as `nobody`.
  await chmod(dir, 0o755);
  const share = path.join(dir, 'share');
  const generated = path.join(dir, 'generated');
  await cp(options.html, path.join(share, 'html'), { recursive: true });
  if (options.deploy) await cp(options.deploy, path.join(share, 'deploy'), { recursive: true });
  for (const folder of [share, path.join(share, 'html'), path.join(share, 'deploy')]) {
    if (existsSync(folder)) await chmod(folder, 0o755);
  }
  await mkdir(path.join(dir, 'conf.d'));
  const port = await freePort();

  const template = await readFile(
    path.join(workspaceRoot, 'docker/nginx/default.conf.template'),
    'utf8',
  );
  const rendered = envsubst(template, { NGINX_PORT: `127.0.0.1:${port}` })
    .replaceAll('/usr/share/nginx', share)
    .replaceAll('/etc/nginx/generated', generated);
  const serverConf = path.join(dir, 'conf.d/default.conf');
  await writeFile(serverConf, rendered);

  const list = spawnSync(process.execPath, ['tools/scripts/remote-table.mjs', 'list'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  await writeFile(path.join(dir, 'remotes.list'), list.stdout);
  const startUp = spawnSync('sh', [path.join(workspaceRoot, 'docker/nginx/40-runtime-config.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env['PATH'],
      APP: options.app,
      SERVER_CONF: serverConf,
      RUNTIME_DIR: path.join(share, 'runtime'),
      GENERATED_DIR: generated,
      REMOTES_LIST: path.join(dir, 'remotes.list'),
      NGINX_ENTRYPOINT_QUIET_LOGS: '1',
      ...options.env,
    },
  });
  if (startUp.status !== 0) throw new Error(`40-runtime-config.sh failed:\n${startUp.stderr}`);

  // The unprivileged image's nginx.conf, with its writable paths in the temporary folder.
  const { writeImageNginxConf } =
    (await import('../../../../tools/stack/image-nginx-conf.mjs')) as typeof import('../../../../tools/stack/image-nginx-conf.mjs');
  await writeImageNginxConf(dir, { workers: 1, connections: 64, errorLog: 'stderr notice' });
  const nginx = spawn(
    binary,
    ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, nginx, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
