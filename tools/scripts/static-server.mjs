// A small static file server for the built front ends (used by `npm start` and the e2e tests),
// serving them the way docker/nginx does: the build's precompressed copies (`.br`, `.gz`) to
// browsers that accept them, content-hashed files cached for a year, and everything that names
// them (index.html, remoteEntry.js, manifests, runtime configuration) revalidated on each load.
// The shell's two per-environment files (/runtime-config.json, /remotes.manifest.json) can be
// answered from memory, so one build serves any environment. Given a deploy folder (remotes
// published at a version by tools/scripts/deploy-remote.mjs), the shell's server answers its
// /remotes.manifest.json, once written, and its /remotes/<project>/<version>/ files: the layout
// the shell's nginx serves in production (docker/nginx/default.conf.template).
// As nginx, it serves only files inside its folders: a path is decoded once and resolved before the
// folder is chosen, one it cannot name (bad encoding, NUL, backslash, climbing above the root) is a
// 400, and a link leading out of the folder is not followed. Source maps are build artefacts for
// developers (no bundle names them): never served.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Build output named by its content (`name.1a2b3c4d.js`, `1a2b3c4d.css`): never changes. */
const HASHED =
  /[/.][0-9a-f]{8,}\.(?:js|css|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|wasm)$/i;
const SOURCE_MAP = /\.map$/i;
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

/**
 * The path of a request target, decoded once and resolved (`.`, `..`, empty segments), or null when
 * it names no file under a root: not a path, a bad escape, a control character or a backslash (a
 * separator elsewhere), or a `..` above the root (nginx answers 400 to these too).
 */
export function resolveRequestPath(target) {
  if (!target.startsWith('/')) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(target.split(/[?#]/, 1)[0]);
  } catch {
    return null;
  }
  if (/[\p{Cc}\\]/u.test(decoded)) return null;
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') {
      if (!segments.length) return null;
      segments.pop();
    } else if (segment !== '' && segment !== '.') {
      segments.push(segment);
    }
  }
  return `/${segments.join('/')}`;
}

/** `file` (or the folder) with its real path, if it exists and really is inside `root`: no link leads out. */
async function entryUnder(root, file) {
  try {
    const [realRoot, real] = await Promise.all([realpath(root), realpath(file)]);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return null;
    return { path: real, info: await stat(real) };
  } catch {
    return null;
  }
}

async function fileUnder(root, file) {
  const entry = await entryUnder(root, file);
  return entry?.info.isFile() ? entry : null;
}

/** The file to send for `file`: its best precompressed copy the browser accepts, else itself. */
async function negotiate(root, file, found, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    const compressed = await fileUnder(root, file + encoding.suffix);
    if (compressed) return { ...compressed, encoding: encoding.name };
  }
  return { ...found, encoding: null };
}

/** Where a (resolved) path is answered from: the deploy folder (versioned remotes and their manifest), or the build. */
async function servedFrom(pathname, root, deployRoot) {
  if (!deployRoot) return root;
  if (pathname.startsWith('/remotes/')) return deployRoot;
  if (
    pathname === '/remotes.manifest.json' &&
    (await fileUnder(deployRoot, path.join(deployRoot, pathname)))
  )
    return deployRoot;
  return root;
}

/** The file a resolved path names under `root`: itself, a folder's index.html, or the SPA page. */
async function findFile(root, pathname, spaFallback) {
  const file = path.join(root, pathname);
  const entry = await entryUnder(root, file);
  if (entry?.info.isFile()) return { file, found: entry };
  if (entry?.info.isDirectory()) {
    const index = path.join(file, 'index.html');
    const found = await fileUnder(root, index);
    if (found) return { file: index, found };
  }
  if (spaFallback && !path.extname(pathname)) {
    const index = path.join(root, 'index.html');
    const found = await fileUnder(root, index);
    if (found) return { file: index, found };
  }
  return null;
}

/**
 * @param {{ root: string, port: number, spa?: boolean, json?: Record<string, unknown>, host?: string, deployRoot?: string }} options
 *   root: folder to serve; spa: answer index.html for unknown paths; json: path -> object served as JSON;
 *   deployRoot: a deploy folder whose manifest (when written) and /remotes/ win over the rest.
 * @returns {Promise<{ url: string, root: string, close(): Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port,
  spa = false,
  json = {},
  host = '127.0.0.1',
  deployRoot,
}) {
  const buildRoot = path.resolve(root);
  const deployFolder = deployRoot && path.resolve(deployRoot);
  const answer = (res, status, text) =>
    res.writeHead(status, { 'Content-Type': TYPES['.txt'], 'Cache-Control': REVALIDATE }).end(text);
  const respond = async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const pathname = resolveRequestPath(req.url ?? '/');
    if (pathname === null) {
      answer(res, 400, 'Bad request');
      return;
    }
    const from = await servedFrom(pathname, buildRoot, deployFolder);
    if (from === buildRoot && Object.hasOwn(json, pathname)) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': REVALIDATE });
      res.end(JSON.stringify(json[pathname]));
      return;
    }
    const target = SOURCE_MAP.test(pathname)
      ? null
      : await findFile(from, pathname, spa && from === buildRoot);
    if (!target) {
      answer(res, 404, 'Not found');
      return;
    }
    const { file, found } = target;
    const relative = '/' + path.relative(from, file).split(path.sep).join('/');
    const sent = await negotiate(from, file, found, req.headers['accept-encoding']);
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
    // A file removed while being sent ends this answer, not the server.
    else
      createReadStream(sent.path)
        .on('error', () => res.destroy())
        .pipe(res);
  };
  // One request's failure is that request's 500, never the end of the server.
  const server = createServer((req, res) =>
    respond(req, res).catch((error) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else answer(res, 500, 'Internal error');
    }),
  );
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
    // The port listened on: the one asked for, or the one the system chose for port 0.
    url: `http://localhost:${server.address().port}`,
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
