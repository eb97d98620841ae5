import type { Page } from '@playwright/test';
import { MESSAGES, STORAGE_KEYS } from '@profileproof/contracts';
import { apiLogin, storedSession, useSessionInBrowser } from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Every address the page showed, client-side navigations included (each once in a row). */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    const pathname = new URL(frame.url()).pathname;
    if (frame === page.mainFrame() && urls.at(-1) !== pathname) urls.push(pathname);
  });
  return urls;
}

test.describe('route guards', () => {
  test('a visitor sent from /my-submissions to /login comes back there after logging in', async ({
    page,
    testUser,
  }) => {
    await page.goto('/my-submissions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MESSAGES.login.authRequired)).toBeVisible();
    await page.getByLabel('Email').fill(testUser.email);
    await page.getByLabel('Password', { exact: true }).fill(testUser.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/my-submissions$/);
    await expect(heading(page, 'My Submissions')).toBeVisible();
  });

  test('a visitor cannot open an admin page', async ({ page }) => {
    await page.goto('/admin/subscriptions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(heading(page, 'Log in')).toBeVisible();
  });

  test('a user opening /admin/dashboard is sent to /login, which sends them on to /inputMain', async ({
    page,
    stack,
    testUser,
  }) => {
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, testUser));
    const urls = recordUrls(page);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/inputMain$/);
    await expect(heading(page, 'Profile analysis')).toBeVisible();
    expect(urls).toEqual(['/admin/dashboard', '/login', '/inputMain']);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('a signed-in user opening /login, /signup or / goes to /inputMain', async ({
    page,
    stack,
    testUser,
  }) => {
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, testUser));
    for (const path of ['/login', '/signup', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/inputMain$/);
    }
  });

  test('an admin opening /login or / goes to /admin/dashboard', async ({ page, stack }) => {
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, TEST_ADMIN));
    for (const path of ['/login', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(heading(page, 'Admin Dashboard')).toBeVisible();
    }
  });
});

test.describe('session', () => {
  test('an expired access token is renewed without the user noticing', async ({
    page,
    stack,
    testUser,
  }) => {
    const auth = await apiLogin(stack.apiBaseUrl, testUser);
    await useSessionInBrowser(page, { ...auth, access: 'expired.or.garbage' });
    await page.goto('/my-submissions');
    await expect(heading(page, 'My Submissions')).toBeVisible();
    await expect(page).toHaveURL(/\/my-submissions$/);
    const stored = await storedSession(page);
    expect(stored[STORAGE_KEYS.token]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored[STORAGE_KEYS.token]).not.toBe('expired.or.garbage');
    expect(stored[STORAGE_KEYS.refreshToken]).toBeTruthy();
    expect(stored[STORAGE_KEYS.refreshToken]).not.toBe(auth.refresh);

    // The renewed session is a working one: a reload keeps the user in.
    await page.reload();
    await expect(heading(page, 'My Submissions')).toBeVisible();
  });

  test('a session that cannot be renewed ends on /login with the expired notice', async ({
    page,
    stack,
    testUser,
  }) => {
    const auth = await apiLogin(stack.apiBaseUrl, testUser);
    await useSessionInBrowser(page, {
      ...auth,
      access: 'expired.or.garbage',
      refresh: 'revoked-refresh-token',
    });
    await page.goto('/my-submissions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MESSAGES.login.sessionExpired)).toBeVisible();
    expect(Object.values(await storedSession(page))).toEqual([null, null, null, null]);

    // Logging in again returns to the page the session ended on.
    await page.getByLabel('Email').fill(testUser.email);
    await page.getByLabel('Password', { exact: true }).fill(testUser.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/my-submissions$/);
  });

  test('leaving a page while its token check is in flight keeps the session', async ({
    page,
    stack,
    testUser,
  }) => {
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, testUser));
    // The first check reaches the real API, but its answer is held until the user has moved on:
    // the browser then cancels it, as it cancels any request of a page being left.
    let reached = () => undefined as void;
    const atCheck = new Promise<void>((resolve) => (reached = resolve));
    let held = true;
    await page.route('**/api/auth/profile/', async (route) => {
      const response = await route.fetch();
      if (held) {
        held = false;
        reached();
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }
      await route.fulfill({ response }).catch(() => undefined);
    });
    await page.goto('/inputMain');
    await atCheck;
    await page.goto('/my-submissions');
    await expect(heading(page, 'My Submissions')).toBeVisible();
    expect((await storedSession(page))[STORAGE_KEYS.token]).toBeTruthy();
  });

  test('logging out revokes the refresh token on the server', async ({ page, stack, testUser }) => {
    const auth = await apiLogin(stack.apiBaseUrl, testUser);
    await useSessionInBrowser(page, auth);
    await page.goto('/inputMain');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const refresh = await fetch(`${stack.apiBaseUrl}/api/auth/refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: auth.refresh }),
    });
    expect(refresh.status).toBe(401);
  });
});
