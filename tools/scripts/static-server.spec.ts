import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * tools/scripts/static-server.mjs (`npm start`, the e2e stack), run in a process of its own as the
 * stack runs it, and sent raw request lines (no client that would normalise or refuse the path):
 * whatever the path, the server answers 400 or 404, keeps running, and sends nothing from outside
 * the folder it serves.
 */
const SECRET = 'outside the served folders';
const HISTORY = '{"remotes": {"auth": [{"version": "0.9.0"}]}}';
let dir: string;
let server: ChildProcess;
let port: number;

/** A build (with a hidden source map), a deploy folder (with its deploy history), and files beside them. */
function layout() {
  const build = path.join(dir, 'build');
  const deploy = path.join(dir, 'deploy');
  const version = path.join(deploy, 'remotes/auth/1.0.0');
  mkdirSync(build, { recursive: true });
  mkdirSync(version, { recursive: true });
  mkdirSync(path.join(dir, 'build-sibling'));
  writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(build, 'main.1a2b3c4d.js'), 'console.log("main");');
  writeFileSync(path.join(build, 'main.1a2b3c4d.js.map'), '{"version":3,"sources":["main.ts"]}');
  writeFileSync(path.join(version, 'remoteEntry.js'), 'var auth;');
  writeFileSync(path.join(version, 'remoteEntry.js.map'), '{"version":3,"sources":["routes.tsx"]}');
  writeFileSync(path.join(deploy, 'remotes.deployments.json'), HISTORY);
  writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  writeFileSync(path.join(dir, 'build-sibling/secret.txt'), SECRET);
  // Links planted in the served folders, pointing out of them.
  symlinkSync(path.join(dir, 'secret.txt'), path.join(build, 'linked.txt'));
  symlinkSync(dir, path.join(build, 'linked-folder'));
  symlinkSync(path.join(dir, 'secret.txt'), path.join(version, 'linked.js'));
  // Its real path starts with the build's path, but it is not inside it.
  symlinkSync(path.join(dir, 'build-sibling/secret.txt'), path.join(build, 'sibling.txt'));
  // A link that stays inside is followed.
  symlinkSync('main.1a2b3c4d.js', path.join(build, 'alias.js'));
  return { build, deploy };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pp-static-'));
  const { build, deploy } = layout();
  const module = path.join(__dirname, 'static-server.mjs');
  const options = JSON.stringify({
    root: build,
    deployRoot: deploy,
    port: 0,
    spa: true,
    json: { '/runtime-config.json': {} },
  });
  server = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startStaticServer } = await import(${JSON.stringify(module)});
       const { url } = await startStaticServer(${options});
       console.log(url);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    server.once('exit', (code) =>
      reject(new Error(`the static server exited (${code}) before listening`)),
    );
  });
  port = Number(new URL(url).port);
});

afterAll(() => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  body: string;
}

/** Sends `GET <target>` exactly as written and reads the whole answer (HTTP/1.0: a plain body, not chunks). */
function get(target: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(`GET ${target} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n`, 'latin1');
  });
}

describe('the static server, given paths that do not name a file of its folders', () => {
  it.each([
    ['a truncated escape', '/%E0%A4%A'],
    ['an escape that is not UTF-8', '/%C0%AF'],
    ['a NUL character', '/index.html%00.js'],
    ['a backslash, raw', '/..\\secret.txt'],
    ['a backslash, encoded', '/remotes/..%5c..%5csecret.txt'],
    ['encoded slashes climbing out of the root', '/..%2f..%2fsecret.txt'],
    ['encoded dots climbing out of the root', '/%2e%2e/%2e%2e/secret.txt'],
    [
      'a deployed version climbing out of the deploy folder',
      '/remotes/auth/..%2f..%2f..%2f..%2fsecret.txt',
    ],
    ['an absolute URL instead of a path', 'http://127.0.0.1/../secret.txt'],
  ])('answers 400 to %s, and keeps serving', async (_case, target) => {
    const answer = await get(target);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(SECRET);
    expect((await get('/')).status).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  it.each([
    ['the deploy history, through /remotes/', '/remotes/..%2fremotes.deployments.json'],
    [
      'the deploy history, from a version',
      '/remotes/auth/1.0.0/..%2f..%2f..%2fremotes.deployments.json',
    ],
    ['a double-encoded climb (decoded once: a file name)', '/%252e%252e%252fsecret.txt'],
    ['an absolute path inside the path', () => `/${dir}/secret.txt`],
    ['an encoded absolute path', () => `/${encodeURIComponent(path.join(dir, 'secret.txt'))}`],
    ['a link to a file outside the build', '/linked.txt'],
    ['a link to a folder outside the build', '/linked-folder/secret.txt'],
    ['a link out of a deployed version', '/remotes/auth/1.0.0/linked.js'],
    ["a link to a folder whose name starts with the build's", '/sibling.txt'],
    ['a source map of the build (hidden: no bundle names it)', '/main.1a2b3c4d.js.map'],
    ['a source map of a deployed version', '/remotes/auth/1.0.0/remoteEntry.js.map'],
  ])('answers 404 to %s', async (_case, target) => {
    const answer = await get(typeof target === 'function' ? target() : target);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(SECRET);
    expect(answer.body).not.toContain('remotes":');
    expect(answer.body).not.toContain('"sources"');
  });

  it('still serves its files, its versioned remotes and its in-memory JSON, by their plain and their encoded paths', async () => {
    expect(await get('/main.1a2b3c4d.js')).toEqual({ status: 200, body: 'console.log("main");' });
    expect(await get('/main%2E1a2b3c4d.js')).toEqual({ status: 200, body: 'console.log("main");' });
    expect(await get('/alias.js')).toEqual({ status: 200, body: 'console.log("main");' });
    expect(await get('/remotes/auth/1.0.0/remoteEntry.js')).toEqual({
      status: 200,
      body: 'var auth;',
    });
    expect(await get('/remotes/auth/./1.0.0/remoteEntry.js?v=1')).toEqual({
      status: 200,
      body: 'var auth;',
    });
    expect(await get('/runtime-config.json')).toEqual({ status: 200, body: '{}' });
    expect((await get('/account/settings')).body).toContain('<title>shell</title>');
  });
});
