import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MESSAGES, RECONNECT_NOTICE, STORAGE_KEYS } from '@profileproof/contracts';
import { apiLogin, storedSession, useSessionInBrowser } from './support/accounts';
import { expect, test, TEST_ADMIN, type ProductStack } from './support/fixtures';

// A deploy or a restart: the API process is stopped for real, the front ends stay up.
const SCREENS = path.resolve(__dirname, '../../../tmp/screens/reconnect');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: RECONNECT_NOTICE });

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`) });
  }
}

async function reloadWhileApiIsDown(
  page: Page,
  stack: ProductStack,
  at: string,
  title: string,
  name: string,
) {
  await page.goto(at);
  await expect(heading(page, title)).toBeVisible();
  const before = await storedSession(page);

  await stack.stopApi();
  try {
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toHaveAttribute('aria-live', 'polite');
    // Kept, not sent to /login: the guard waits with the notice.
    await expect(page).toHaveURL(new RegExp(`${at}$`));
    expect(await storedSession(page)).toEqual(before);
    await screenshot(page, name);
  } finally {
    await stack.startApi();
  }

  // Backoff capped at 30 s: the page carries on by itself once the API answers.
  await expect(heading(page, title)).toBeVisible({ timeout: 40_000 });
  await expect(notice(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${at}$`));
  expect((await storedSession(page))[STORAGE_KEYS.token]).toBeTruthy();
}

test.describe('an API outage (a restart, a deploy) signs nobody out', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a customer reloading while the API is down keeps the session and carries on', async ({
    page,
    stack,
    testUser,
  }) => {
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, testUser));
    await reloadWhileApiIsDown(page, stack, '/my-submissions', 'My Submissions', 'customer-reload');
  });

  test('an admin reloading while the API is down keeps the session and carries on', async ({
    page,
    stack,
  }) => {
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, TEST_ADMIN));
    await reloadWhileApiIsDown(page, stack, '/admin/dashboard', 'Admin Dashboard', 'admin-reload');
  });

  test('an open page shows the notice while the API is down, and reloads its data when it is back', async ({
    page,
    stack,
    testUser,
  }) => {
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, testUser));
    await page.goto('/my-submissions');
    await expect(heading(page, 'My Submissions')).toBeVisible();

    await stack.stopApi();
    try {
      // The next call the open page makes (here: the navigation to another signed-in screen).
      await page.getByRole('link', { name: 'Submit Profile' }).first().click();
      await expect(notice(page)).toBeVisible();
      expect((await storedSession(page))[STORAGE_KEYS.token]).toBeTruthy();
      await screenshot(page, 'open-page');
    } finally {
      await stack.startApi();
    }
    await expect(notice(page)).toHaveCount(0, { timeout: 40_000 });
    expect((await storedSession(page))[STORAGE_KEYS.token]).toBeTruthy();
    await expect(page).not.toHaveURL(/\/login/);
    // The screen's data came once the API was back, without a reload: the plan, not the fallback.
    await expect(page.getByText(MESSAGES.subscription.connectionFallback)).toHaveCount(0);
    await expect(page.getByText(/submissions left this month/)).toBeVisible();
  });
});
