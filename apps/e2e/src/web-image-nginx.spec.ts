import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST, REMOTES } from '@profileproof/remotes';
import { expect, loadStackModule, test, type ProductStack } from './support/fixtures';
import { startImageNginx, type ImageNginx } from './support/image-nginx';

/**
 * The built front ends as their image serves them: docker/nginx's configuration, rendered and
 * started as the image does (support/image-nginx.ts), in front of the shell's build and a deploy
 * folder holding auth's build at a version, with its source maps copied in on purpose.
 */
const HSTS = 'max-age=31536000; includeSubDomains';
const remoteUrlVariables = (stack: ProductStack) =>
  Object.fromEntries(
    Object.entries(stack.remoteUrls).map(([name, url]) => [
      `${name.toUpperCase()}_REMOTE_URL`,
      url,
    ]),
  );

async function distDir(project: string): Promise<string> {
  return (await loadStackModule()).distDir(project);
}

/** A content-hashed script of the build and its source map, which the build keeps beside it. */
async function scriptWithMap(folder: string): Promise<string> {
  const files = await readdir(folder);
  const script = files.find(
    (file) => /\.[0-9a-f]{8}\.js$/.test(file) && files.includes(`${file}.map`),
  );
  if (!script) throw new Error(`${folder} holds no hashed script with its source map`);
  return script;
}

test.describe("the front-end image's nginx, on the built shell", () => {
  let nginx: ImageNginx | undefined;
  let deploy: string;
  test.beforeAll(async () => {
    deploy = await mkdtemp(path.join(tmpdir(), 'pp-image-deploy-'));
    await cp(await distDir('auth'), path.join(deploy, 'remotes/auth/1.0.0'), { recursive: true });
  });
  test.afterEach(async () => {
    await nginx?.stop();
    nginx = undefined;
  });
  test.afterAll(async () => rm(deploy, { recursive: true, force: true }));

  test('sends HSTS by default, on pages, files and 404s, and answers 404 to every source map', async ({
    page,
    stack,
  }) => {
    const shell = await distDir('shell');
    nginx = await startImageNginx({
      app: 'shell',
      html: shell,
      deploy,
      env: { API_BASE_URL: stack.apiBaseUrl, ...remoteUrlVariables(stack) },
    });
    const script = await scriptWithMap(shell);
    const remoteScript = await scriptWithMap(path.join(deploy, 'remotes/auth/1.0.0'));

    for (const file of [
      '/',
      '/login',
      `/${script}`,
      '/remotes/auth/1.0.0/remoteEntry.js',
      `/remotes/auth/1.0.0/${remoteScript}`,
    ]) {
      const response = await fetch(`${nginx.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('strict-transport-security'), file).toBe(HSTS);
    }
    for (const map of [
      `/${script}.map`,
      `/remotes/auth/1.0.0/${remoteScript}.map`,
      '/remotes/auth/1.0.0/remoteEntry.js.map',
    ]) {
      const response = await fetch(`${nginx.url}${map}`);
      expect(response.status, map).toBe(404);
      expect(response.headers.get('strict-transport-security'), map).toBe(HSTS);
      expect(await response.text(), map).not.toContain('"mappings"');
    }

    // The shell, its CSP and a remote work behind it.
    await page.goto(`${nginx.url}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('sends no HSTS when STRICT_TRANSPORT_SECURITY is set empty (plain-HTTP local use)', async ({
    stack,
  }) => {
    nginx = await startImageNginx({
      app: 'shell',
      html: await distDir('shell'),
      env: {
        API_BASE_URL: stack.apiBaseUrl,
        ...remoteUrlVariables(stack),
        STRICT_TRANSPORT_SECURITY: '',
      },
    });
    const response = await fetch(`${nginx.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

test('the built front ends name no source map; the maps stay beside their files, for developers', async () => {
  for (const { project } of [HOST, ...REMOTES]) {
    const folder = await distDir(project);
    const files = await readdir(folder);
    const served = files.filter((file) => /\.(?:js|css)$/.test(file));
    expect(served.length, project).toBeGreaterThan(0);
    for (const file of served)
      expect(await readFile(path.join(folder, file), 'utf8'), `${project}/${file}`).not.toContain(
        'sourceMappingURL',
      );
    expect(files.filter((file) => file.endsWith('.map')).length, project).toBeGreaterThan(0);
  }
});
