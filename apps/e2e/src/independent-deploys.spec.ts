import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { REMOTE_UPDATED_MESSAGE, REMOTES, SESSION_CONTRACT_VERSION } from '@profileproof/remotes';
import { apiLogin, useSessionInBrowser } from './support/accounts';
import { expect, loadStackModule, test, TEST_ADMIN } from './support/fixtures';
import { addFile, editFile, moveFile, variantBuild, type Variant } from './support/variant-builds';

const run = promisify(execFile);

/** What the auth team's new build shows above the login form. */
const NEWS = 'New: the account pages now come with release notes.';

/**
 * The UI kit gains an export (a component), and the auth remote's login screen uses it: the
 * situation where a remote deployed alone used to crash in a shell built before the change
 * (the shell's older kit won, without the component).
 */
const UI_GAINED_AN_EXPORT: Variant = {
  name: 'ui-gained-an-export',
  project: 'auth',
  async change(root) {
    await addFile(
      root,
      'libs/ui/src/lib/release-note.tsx',
      `import type { ReactNode } from 'react';\n\n/** A short note about what changed, above a screen. */\nexport function ReleaseNote({ children }: { children: ReactNode }) {\n  return <p role="note" className="pp-container">{children}</p>;\n}\n`,
    );
    await editFile(
      root,
      'libs/ui/src/index.ts',
      (text) => `${text}export { ReleaseNote } from './lib/release-note';\n`,
    );
    await moveFile(root, 'apps/auth/src/routes.tsx', 'apps/auth/src/screens.tsx');
    await addFile(
      root,
      'apps/auth/src/routes.tsx',
      `import { ROUTES } from '@profileproof/contracts';
import type { RemoteRoute } from '@profileproof/session';
import { ReleaseNote } from '@profileproof/ui';
import { contractVersion, routes as screens } from './screens';

export { contractVersion };

export const routes: RemoteRoute[] = screens.map((route) =>
  route.path === ROUTES.login
    ? {
        ...route,
        Component: function LoginWithNews() {
          return (
            <>
              <ReleaseNote>${NEWS}</ReleaseNote>
              <route.Component />
            </>
          );
        },
      }
    : route,
);
`,
    );
  },
};

/** The next minor version of the session contract: what a remote built after the session gained an export declares. */
const NEWER_CONTRACT = SESSION_CONTRACT_VERSION.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_all, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`,
);

/** The user-submissions remote built after the session contract moved on to a version this shell does not offer. */
const NEWER_SESSION_CONTRACT: Variant = {
  name: 'newer-session-contract',
  project: 'user-submissions',
  async change(root) {
    await editFile(root, 'libs/remotes/src/session-contract.json', (text) => {
      const contract = JSON.parse(text) as { version: string };
      return JSON.stringify({ ...contract, version: NEWER_CONTRACT }, null, 2);
    });
  },
};

/** The shell's build as it is on disk: its files and when they were written. Equal before and after = never rebuilt. */
async function shellBuild(): Promise<string[]> {
  const { distDir } = await loadStackModule();
  const dir = distDir('shell');
  const files = (await readdir(dir)).sort();
  return Promise.all(
    files.map(async (file) => `${file} ${(await stat(path.join(dir, file))).mtimeMs}`),
  );
}

/** `npm run <script> -- <args>`, as a team runs it. */
async function npmRun(script: string, ...args: string[]): Promise<void> {
  const { workspaceRoot } = await loadStackModule();
  await run('npm', ['run', '--silent', script, '--', ...args], { cwd: workspaceRoot });
}

async function signInAsAdmin(page: Page, apiBaseUrl: string): Promise<void> {
  await useSessionInBrowser(page, await apiLogin(apiBaseUrl, TEST_ADMIN));
}

test.describe('remote teams ship alone, safely', () => {
  test('a remote built after a shared library gained an export runs, and works, in the shell built before', async ({
    page,
    stack,
    testUser,
  }) => {
    test.setTimeout(180_000);
    const shellBefore = await shellBuild();
    await stack.startFrontend('auth', await variantBuild(UI_GAINED_AN_EXPORT));
    try {
      await page.goto('/login');
      await expect(page.getByRole('note')).toHaveText(NEWS);
      // It works with the shell's session: signing in through it reaches the user's start page.
      await page.getByLabel('Email').fill(testUser.email);
      await page.getByLabel('Password', { exact: true }).fill(testUser.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profile analysis' })).toBeVisible();
      await expect(page.getByText(`Signed in as ${testUser.email}`)).toBeVisible();
    } finally {
      await stack.startFrontend('auth');
    }
    expect(await shellBuild()).toEqual(shellBefore);
  });

  test('a remote built for a newer session contract shows why it cannot open, while the other remotes work', async ({
    page,
    stack,
  }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, stack.apiBaseUrl);
    await stack.startFrontend('user-submissions', await variantBuild(NEWER_SESSION_CONTRACT));
    try {
      await page.goto('/my-submissions');
      await expect(page.getByRole('heading', { name: REMOTE_UPDATED_MESSAGE })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'My Submissions' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

      await page.goto('/admin/reviewed');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reviewed Submissions' }),
      ).toBeVisible();
      await page.goto('/forgot-password');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
    } finally {
      await stack.startFrontend('user-submissions');
    }
    // Once the remote the shell supports is back, a reload shows its screen again.
    await page.goto('/my-submissions');
    await expect(page.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeVisible();
  });

  test('deploy v2 of a remote and reload: users get v2; roll it back and reload: v1; the shell is never rebuilt', async ({
    page,
    stack,
  }) => {
    test.setTimeout(180_000);
    const { workspaceRoot, distDir } = await loadStackModule();
    const v2 = await variantBuild(UI_GAINED_AN_EXPORT);
    const shellBefore = await shellBuild();
    const deployRoot = await mkdtemp(path.join(workspaceRoot, 'tmp/e2e/deploy-'));
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
    });
    try {
      // The first deploy: every remote at 1.0.0, from the builds the rest of the run uses.
      for (const remote of REMOTES)
        await npmRun('deploy:remote', remote.project, '1.0.0', '--root', deployRoot);
      await stack.startFrontend('shell', undefined, { deployRoot });

      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('note')).toHaveCount(0);
      expect(entries).toContain('/remotes/auth/1.0.0/remoteEntry.js');

      await npmRun('deploy:remote', 'auth', '2.0.0', '--from', v2, '--root', deployRoot);
      await page.reload();
      await expect(page.getByRole('note')).toHaveText(NEWS);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(entries.at(-1)).toBe('/remotes/auth/2.0.0/remoteEntry.js');

      await npmRun('rollback:remote', 'auth', '--root', deployRoot);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('note')).toHaveCount(0);
      expect(entries.at(-1)).toBe('/remotes/auth/1.0.0/remoteEntry.js');

      // Caching: what names the files is revalidated on every load; the hashed files never change.
      const headers = async (file: string) =>
        (await fetch(`${stack.shellUrl}${file}`)).headers.get('cache-control');
      expect(await headers('/remotes.manifest.json')).toBe('no-cache');
      expect(await headers('/remotes/auth/1.0.0/remoteEntry.js')).toBe('no-cache');
      const chunk = (await readdir(distDir('auth'))).find((file) =>
        /^__federation_expose_routes\.[0-9a-f]{8}\.js$/.test(file),
      );
      expect(await headers(`/remotes/auth/1.0.0/${chunk}`)).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(await readFile(path.join(deployRoot, 'remotes/auth/2.0.0/remoteEntry.js'))).toEqual(
        await readFile(path.join(v2, 'remoteEntry.js')),
      );
    } finally {
      await stack.startFrontend('shell');
      await rm(deployRoot, { recursive: true, force: true });
    }
    expect(await shellBuild()).toEqual(shellBefore);
  });
});
