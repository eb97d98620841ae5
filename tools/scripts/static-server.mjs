// A small static file server for the built front ends (used by `npm start` and the e2e tests),
// serving them the way docker/nginx does: the build's precompressed copies (`.br`, `.gz`) to
// browsers that accept them, content-hashed files cached for a year, and everything that names
// them (index.html, remoteEntry.js, manifests, runtime configuration) revalidated on each load.
// The shell's two per-environment files (/runtime-config.json, /remotes.manifest.json) can be
// answered from memory, so one build serves any environment. Given a deploy folder (remotes
// published at a version by tools/scripts/deploy-remote.mjs), the shell's server answers its
// /remotes.manifest.json, once written, and its /remotes/<project>/<version>/ files: the layout
// the shell's nginx serves in production (docker/nginx/default.conf.template).
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

/** Build output named by its content (`name.1a2b3c4d.js`, `1a2b3c4d.css`, + `.map`): never changes. */
const HASHED = /[/.][0-9a-f]{8,}\.(?:js|css|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|wasm)(?:\.map)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Precompressed copies written by tools/rspack/precompress-plugin.js, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** The encodings the request accepts (`q=0` refuses one). */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(?:\.0{0,3})?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

async function fileInfo(file) {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info : null;
}

/** The file to send for `file`: its best precompressed copy the browser accepts, else itself. */
async function negotiate(file, info, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    const compressed = await fileInfo(file + encoding.suffix);
    if (compressed) return { path: file + encoding.suffix, info: compressed, encoding: encoding.name };
  }
  return { path: file, info, encoding: null };
}

/** Where a request is answered from: the deploy folder (versioned remotes and their manifest), or the build. */
async function servedFrom(pathname, root, deployRoot) {
  if (!deployRoot) return root;
  if (pathname.startsWith('/remotes/')) return deployRoot;
  if (pathname === '/remotes.manifest.json' && (await fileInfo(path.join(deployRoot, pathname)))) return deployRoot;
  return root;
}

/**
 * @param {{ root: string, port: number, spa?: boolean, json?: Record<string, unknown>, host?: string, deployRoot?: string }} options
 *   root: folder to serve; spa: answer index.html for unknown paths; json: path -> object served as JSON;
 *   deployRoot: a deploy folder whose manifest (when written) and /remotes/ win over the rest.
 * @returns {Promise<{ url: string, root: string, close(): Promise<void> }>}
 */
export async function startStaticServer({ root: buildRoot, port, spa = false, json = {}, host = '127.0.0.1', deployRoot }) {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const root = await servedFrom(pathname, buildRoot, deployRoot && path.resolve(deployRoot));
    if (root === buildRoot && Object.hasOwn(json, pathname)) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': REVALIDATE });
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
      info = await fileInfo(file);
    }
    if (!info && spa && root === buildRoot && !path.extname(pathname)) {
      file = path.join(root, 'index.html');
      info = await fileInfo(file);
    }
    if (!info) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': REVALIDATE }).end('Not found');
      return;
    }
    const relative = '/' + path.relative(root, file).split(path.sep).join('/');
    const sent = await negotiate(file, info, req.headers['accept-encoding']);
    // A weak validator, as nginx's: the same file answers 304 to a revalidation.
    const etag = `W/"${sent.info.size.toString(16)}-${Math.floor(sent.info.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(relative) ? IMMUTABLE : REVALIDATE,
      ETag: etag,
      'Last-Modified': sent.info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
      ...(sent.encoding ? { 'Content-Encoding': sent.encoding } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': sent.info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(sent.path).pipe(res);
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
    root: buildRoot,
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
    '/remotes.manifest.json': Object.fromEntries(Object.entries(remotes).map(([name, baseUrl]) => [name, `${baseUrl}/remoteEntry.js`])),
  };
}
