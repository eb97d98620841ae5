// A small static file server for the built front ends (used by `npm start` and the e2e tests).
// The shell's two per-environment files (/runtime-config.json, /remotes.manifest.json) can be
// answered from memory, so one build serves any environment.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const NO_CACHE = new Set(['/index.html', '/remoteEntry.js', '/mf-manifest.json', '/runtime-config.json', '/remotes.manifest.json']);

/**
 * @param {{ root: string, port: number, spa?: boolean, json?: Record<string, unknown>, host?: string }} options
 *   root: folder to serve; spa: answer index.html for unknown paths; json: path -> object served as JSON.
 * @returns {Promise<{ url: string, root: string, close(): Promise<void> }>}
 */
export async function startStaticServer({ root, port, spa = false, json = {}, host = '127.0.0.1' }) {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (Object.hasOwn(json, pathname)) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(json[pathname]));
      return;
    }
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info && spa && !path.extname(pathname)) {
      file = path.join(root, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const relative = '/' + path.relative(root, file).split(path.sep).join('/');
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': NO_CACHE.has(relative) ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://localhost:${port}`,
    root,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The per-environment files of the shell, built from the ports/URLs of this machine. */
export function shellRuntimeFiles({ apiBaseUrl, remotes, environment = 'development' }) {
  return {
    '/runtime-config.json': { apiBaseUrl, environment },
    '/remotes.manifest.json': Object.fromEntries(
      Object.entries(remotes).map(([name, baseUrl]) => [name, `${baseUrl}/remoteEntry.js`]),
    ),
  };
}
