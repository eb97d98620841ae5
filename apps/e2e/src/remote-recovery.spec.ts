import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { REMOTE_RECOVERY_MESSAGES } from '@profileproof/contracts/remote-panel';
import { REMOTES } from '@profileproof/remotes';
import { expect, loadStackModule, test } from './support/fixtures';

const run = promisify(execFile);

/** `npm run <script> -- <args>`, as a team runs it. */
async function npmRun(script: string, ...args: string[]): Promise<void> {
  const { workspaceRoot } = await loadStackModule();
  await run('npm', ['run', '--silent', script, '--', ...args], { cwd: workspaceRoot });
}

/** The remoteEntry.js files the page asked for, by path, in order. */
function entriesOf(page: Page): string[] {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(new URL(request.url()).pathname);
  });
  return entries;
}

const accountUnavailable = 'The account section is unavailable right now';

test.describe('remotes recover after a deploy or an outage, without a reload the user did not ask for', () => {
  test.describe('after a deploy', () => {
    let deployRoot = '';
    test.beforeEach(async ({ stack }) => {
      const { workspaceRoot } = await loadStackModule();
      deployRoot = await mkdtemp(path.join(workspaceRoot, 'tmp/e2e/deploy-'));
      // Every remote at 1.0.0, from the builds the rest of the run uses; the shell serves that folder.
      for (const remote of REMOTES)
        await npmRun('deploy:remote', remote.project, '1.0.0', '--root', deployRoot);
      await stack.startFrontend('shell', undefined, { deployRoot });
    });

    test.afterEach(async ({ stack }) => {
      if (!deployRoot) return;
      await stack.startFrontend('shell');
      await rm(deployRoot, { recursive: true, force: true });
      deployRoot = '';
    });

    /** The auth team ships 2.0.0 and removes 1.0.0's files: what a tab learnt at 1.0.0 is gone. */
    async function deployAuth2AndRemove1(): Promise<void> {
      await npmRun('deploy:remote', 'auth', '2.0.0', '--root', deployRoot);
      await rm(path.join(deployRoot, 'remotes/auth/1.0.0'), { recursive: true, force: true });
    }

    test('after a deploy removed the version a tab learnt of, navigating into the remote loads the new one', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const entries = entriesOf(page);
      await page.goto('/pricing');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(entries).toEqual([]); // the tab has the manifest (auth at 1.0.0), not the remote

      await deployAuth2AndRemove1();
      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('heading', { name: accountUnavailable })).toHaveCount(0);
      expect(entries.at(-1)).toBe('/remotes/auth/2.0.0/remoteEntry.js');
      // And it works: the screen is live, not a leftover.
      await page.getByLabel('Email').fill('someone@example.com');
      await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
    });

    test('after a deploy removed the files of a loaded remote, its lazy screen asks for a reload, which gets the new version', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const entries = entriesOf(page);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      expect(entries.at(-1)).toBe('/remotes/auth/1.0.0/remoteEntry.js');

      await deployAuth2AndRemove1();
      // /forgot-password is a chunk of its own of the auth remote, which 1.0.0's container fetches from 1.0.0.
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(
        page.getByRole('heading', { name: REMOTE_RECOVERY_MESSAGES.updatedTitle }),
      ).toBeVisible();
      await expect(page.getByText(REMOTE_RECOVERY_MESSAGES.updated)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible(); // the rest of the app is there

      await page.getByRole('button', { name: REMOTE_RECOVERY_MESSAGES.reload }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/forgot-password$/);
      expect(entries.at(-1)).toBe('/remotes/auth/2.0.0/remoteEntry.js');
    });
  });

  test('a remote whose server was down for a few seconds appears by itself once it is back', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    await stack.stopFrontend('auth');
    try {
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { name: accountUnavailable })).toBeVisible();
      await expect(page.getByText(/Trying again by itself in \d+ s\./)).toBeVisible();
      await page.waitForTimeout(3_000); // the outage
      await expect(page.getByRole('heading', { name: accountUnavailable })).toBeVisible();
    } finally {
      await stack.startFrontend('auth');
    }
    // Nobody clicks: the panel's own retries (1 s, 2 s, 4 s, 8 s … ±25 %) find the server back.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: accountUnavailable })).toHaveCount(0);
  });
});
