import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTES } from '@profileproof/contracts';
import { REMOTES, remoteRoutes } from '@profileproof/remotes';
import { apiLogin, useSessionInBrowser, type Credentials } from './support/accounts';
import { expect, loadStackModule, test, TEST_ADMIN, type ProductStack } from './support/fixtures';

type Visitor = 'guest' | 'user' | 'admin';

/**
 * Every screen a remote provides, at the spec's path, with the heading the shell must show, and
 * who may see it (the shell's guards send anyone else away). The verification and callback screens
 * show their failure state here: the token and the fragment are made up.
 */
const REMOTE_SCREENS: { route: string; path: string; heading: string; as: Visitor }[] = [
  { route: ROUTES.login, path: '/login', heading: 'Log in', as: 'guest' },
  { route: ROUTES.signup, path: '/signup', heading: 'Create your account', as: 'guest' },
  {
    route: ROUTES.forgotPassword,
    path: '/forgot-password',
    heading: 'Forgot your password?',
    as: 'guest',
  },
  {
    route: ROUTES.resetPassword,
    path: '/reset-password/42/some-token',
    heading: 'Choose a new password',
    as: 'guest',
  },
  {
    route: ROUTES.verifyEmail,
    path: '/verify-email/some-token',
    heading: 'Verification failed',
    as: 'guest',
  },
  {
    route: ROUTES.googleCallback,
    path: '/auth/google/callback',
    heading: 'Google sign-in failed',
    as: 'guest',
  },
  // Opened without the token of a password step: it says to sign in again.
  { route: ROUTES.loginCode, path: '/login/code', heading: 'Enter your code', as: 'guest' },
  { route: ROUTES.account, path: '/account', heading: 'Account', as: 'user' },
  { route: ROUTES.inputMain, path: '/inputMain', heading: 'Profile analysis', as: 'user' },
  { route: ROUTES.mySubmissions, path: '/my-submissions', heading: 'My Submissions', as: 'user' },
  { route: ROUTES.submission, path: '/submission/7', heading: 'Submission Details', as: 'user' },
  // Issue 40: where the payment provider sends the browser back.
  {
    route: ROUTES.billingSuccess,
    path: '/billing/success',
    heading: 'Payment received',
    as: 'user',
  },
  {
    route: ROUTES.billingCancel,
    path: '/billing/cancel',
    heading: 'Checkout canceled — you were not charged',
    as: 'user',
  },
  {
    route: ROUTES.adminDashboard,
    path: '/admin/dashboard',
    heading: 'Admin Dashboard',
    as: 'admin',
  },
  {
    route: ROUTES.adminReviewed,
    path: '/admin/reviewed',
    heading: 'Reviewed Submissions',
    as: 'admin',
  },
  {
    route: ROUTES.adminSubscriptions,
    path: '/admin/subscriptions',
    heading: 'Manage User Subscriptions',
    as: 'admin',
  },
  { route: ROUTES.adminActivity, path: '/admin/activity', heading: 'Activity', as: 'admin' },
  { route: ROUTES.adminTeam, path: '/admin/team', heading: 'Team', as: 'admin' },
];

/** A real session from the API's login, put in the browser the way the login screen stores it. */
async function signIn(page: Page, stack: ProductStack, credentials: Credentials): Promise<void> {
  await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, credentials));
}

test.describe('runtime composition', () => {
  test('every route of the table of remotes is visited below, as the visitor it is for', () => {
    const owned = REMOTES.flatMap(remoteRoutes);
    const visitorFor = { guest: 'guest', public: 'guest', user: 'user', admin: 'admin' } as const;
    expect(REMOTE_SCREENS.map((screen) => [screen.route, screen.as]).sort()).toEqual(
      owned.map(({ path, access }) => [path, visitorFor[access]]).sort(),
    );
  });

  for (const screen of REMOTE_SCREENS) {
    test(`the shell mounts the remote screen at ${screen.path}`, async ({
      page,
      stack,
      testUser,
    }) => {
      expect(stack.shellUrl).toContain('localhost');
      if (screen.as !== 'guest')
        await signIn(page, stack, screen.as === 'admin' ? TEST_ADMIN : testUser);
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('ProfileProof');
    });
  }

  test('the shell reads the remotes manifest and runtime config at start, not from its build', async ({
    page,
    stack,
  }) => {
    const manifest = await (await fetch(`${stack.shellUrl}/remotes.manifest.json`)).json();
    expect(manifest).toEqual(
      Object.fromEntries(
        REMOTES.map((remote) => [remote.name, `${stack.remoteUrls[remote.name]}/remoteEntry.js`]),
      ),
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(requested).toContain(`${stack.shellUrl}/runtime-config.json`);
    expect(requested).toContain(`${stack.shellUrl}/remotes.manifest.json`);
    expect(requested).toContain(`${stack.remoteUrls['auth']}/remoteEntry.js`);

    // The built shell names no remote or API address: they only come from the two files above.
    const { distDir } = await loadStackModule();
    const shellBundle = await readShellJavaScript(distDir('shell'));
    for (const url of [
      ...Object.values(stack.remoteUrls),
      stack.apiBaseUrl,
      'localhost:420',
      'localhost:3000',
    ]) {
      expect(shellBundle).not.toContain(url);
    }
  });

  test('one React, one router, one React Query and one session serve the shell and every remote', async ({
    page,
  }) => {
    // One page load, three remotes: the auth remote logs the admin in, the user-submissions
    // remote then shows who is signed in, and the navbar leads on to the admin console.
    await page.goto('/inputMain');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // "Go to the Admin Dashboard?" No: back to /inputMain.
    await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile analysis' })).toBeVisible();
    // The remote reads the session the shell holds: the sign-in made in another remote reaches it.
    await expect(page.getByText(`Signed in as ${TEST_ADMIN.email}`)).toBeVisible();
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    // Every federation instance in the page points at the same share-scope records; a package
    // provided twice would show up as two distinct loaded records.
    const loaded = await page.evaluate(() => {
      type ShareEntry = { loaded?: boolean; from?: string };
      type Shares = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
      const shares = (window as unknown as { __FEDERATION__: { __SHARE__: Shares } }).__FEDERATION__
        .__SHARE__;
      const seen = new Map<string, Set<ShareEntry>>();
      for (const scopes of Object.values(shares)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const entry of Object.values(versions)) {
              if (entry.loaded) seen.set(name, (seen.get(name) ?? new Set()).add(entry));
            }
          }
        }
      }
      return Object.fromEntries(
        [...seen].map(([name, entries]) => [name, [...entries].map((entry) => String(entry.from))]),
      );
    });
    for (const name of [
      'react',
      'react-dom',
      'react-router',
      '@tanstack/react-query',
      '@profileproof/session',
    ]) {
      expect(loaded[name], `${name} loaded once`).toHaveLength(1);
      expect(loaded[name][0]).toBe('shell');
    }
  });

  test('a stopped remote shows an error panel with a retry while the rest of the app works', async ({
    page,
    stack,
  }) => {
    await signIn(page, stack, TEST_ADMIN);
    await stack.stopFrontend('admin-console');
    try {
      await page.goto('/admin/dashboard');
      await expect(
        page.getByRole('heading', { name: 'The admin console section is unavailable right now' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await page.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/forgot-password');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
      await page.goto('/my-submissions');
      await expect(page.getByRole('heading', { level: 1, name: 'My Submissions' })).toBeVisible();

      await page.goto('/admin/reviewed');
      await expect(
        page.getByRole('heading', { name: 'The admin console section is unavailable right now' }),
      ).toBeVisible();
    } finally {
      await stack.startFrontend('admin-console');
    }
    // The panel also retries by itself (remote-recovery.spec.ts): it may be gone by now. Pressing
    // Try again, while it is there, only brings the section back sooner.
    const retry = page.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reviewed Submissions' }),
    ).toBeVisible();
  });
});

async function readShellJavaScript(dir: string): Promise<string> {
  const { readdir } = await import('node:fs/promises');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.js'));
  const contents = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return contents.join('\n');
}
