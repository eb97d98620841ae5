import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { REMOTE_RECOVERY_MESSAGES } from '@profileproof/contracts/remote-panel';
import { REMOTES } from '@profileproof/remotes';
import { createVerifiedUser } from './support/accounts';
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
      // It asked for the version it had learnt of, found it gone, and read the manifest again.
      expect(entries).toContain('/remotes/auth/1.0.0/remoteEntry.js');
      expect(entries.at(-1)).toBe('/remotes/auth/2.0.0/remoteEntry.js');
      // And the screen is live: its lazy screens come from 2.0.0 too.
      await page.getByLabel('Email').fill('someone@example.com');
      await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
    });

    test('after a rollback removed the version a tab learnt of, navigating into the remote loads the one rolled back to', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await npmRun('deploy:remote', 'auth', '2.0.0', '--root', deployRoot);
      const entries = entriesOf(page);
      await page.goto('/pricing'); // the tab learns auth at 2.0.0
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

      await npmRun('rollback:remote', 'auth', '--root', deployRoot);
      await rm(path.join(deployRoot, 'remotes/auth/2.0.0'), { recursive: true, force: true });
      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('heading', { name: accountUnavailable })).toHaveCount(0);
      expect(entries).toContain('/remotes/auth/2.0.0/remoteEntry.js');
      expect(entries.at(-1)).toBe('/remotes/auth/1.0.0/remoteEntry.js');
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
      await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible(); // the rest of the page works

      await page.getByRole('button', { name: REMOTE_RECOVERY_MESSAGES.reload }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/forgot-password$/);
      expect(entries.at(-1)).toBe('/remotes/auth/2.0.0/remoteEntry.js');
    });

    test('the reload it asks for keeps what the user typed', async ({ page, stack, mailbox }) => {
      test.setTimeout(120_000);
      const user = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'remote-recovery');
      const profileUrl = `https://www.linkedin.com/in/recovery-${Date.now().toString(36)}`;
      const message = 'Please look at the headline first: I changed careers last year.';
      await page.goto('/login'); // the auth remote, at 1.0.0
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/inputMain$/);
      const urlField = page.getByLabel('LinkedIn profile URL');
      const messageField = page.getByLabel('Message (optional)');
      await urlField.click();
      await urlField.fill(profileUrl);
      await messageField.fill(message);

      await deployAuth2AndRemove1();
      // /account is a chunk of its own of the auth remote, already in the page at 1.0.0.
      await page.getByRole('link', { name: ACCOUNT_SCREEN.navLink }).click();
      await expect(
        page.getByRole('heading', { name: REMOTE_RECOVERY_MESSAGES.updatedTitle }),
      ).toBeVisible();
      await page.getByRole('button', { name: REMOTE_RECOVERY_MESSAGES.reload }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: ACCOUNT_SCREEN.title }),
      ).toBeVisible();

      await page.getByRole('link', { name: 'Submit Profile' }).click();
      await expect(page.getByText(/^We restored your unsent draft from /)).toBeVisible();
      await expect(urlField).toHaveValue(profileUrl);
      await expect(messageField).toHaveValue(message);
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
