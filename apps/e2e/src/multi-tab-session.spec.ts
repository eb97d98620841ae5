import type { BrowserContext, Page } from '@playwright/test';
import { API_PATHS, STORAGE_KEYS } from '@profileproof/contracts';
import { ACCOUNT_API_PATHS, type AccountSession } from '@profileproof/contracts/account';
import {
  apiLogin,
  createVerifiedUser,
  storedSession,
  useSessionInBrowser,
} from './support/accounts';
import { expect, test } from './support/fixtures';

// Tabs of one browser share the tokens in localStorage. When their access token is stale, they
// reload or act together: the client renews once per browser (Web Locks), and the API answers a
// refresh token presented again within REFRESH_REUSE_GRACE_SECONDS with the session's live pair.
// Before, both tabs sent the same refresh token, the second was taken for a stolen one and the
// session was revoked: signed out of both tabs.
const ROUNDS = 5;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

/** What an expired access token does: the API refuses it (401) and the client renews. */
async function makeAccessTokenStale(page: Page, stale: string): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.token,
    value: stale,
  });
}

/** The answers to the renewals (POST /api/auth/refresh/) the browser sends, over every tab. */
function watchRenewals(context: BrowserContext): number[] {
  const statuses: number[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === API_PATHS.auth.refresh)
      statuses.push(response.status());
  });
  return statuses;
}

async function liveSessions(apiBaseUrl: string, access: string): Promise<AccountSession[]> {
  const response = await fetch(new URL(ACCOUNT_API_PATHS.sessions, apiBaseUrl), {
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AccountSession[];
}

/** Both tabs are still signed in, on the same renewed pair, and the account has its one session. */
async function expectBothSignedIn(
  tabs: Page[],
  apiBaseUrl: string,
  sessionId: string,
  stale: string,
): Promise<void> {
  for (const tab of tabs) {
    await expect(navLink(tab, 'Account')).toBeVisible();
    await expect(tab).not.toHaveURL(/\/login/);
  }
  await expect.poll(async () => (await storedSession(tabs[0]))[STORAGE_KEYS.token]).not.toBe(stale);
  const stored = await storedSession(tabs[1]);
  expect(stored[STORAGE_KEYS.refreshToken]).toBeTruthy();
  const sessions = await liveSessions(apiBaseUrl, stored[STORAGE_KEYS.token] as string);
  expect(sessions).toEqual([expect.objectContaining({ id: sessionId, current: true })]);
}

/**
 * The round's renewals: one, or (when a tab took the lock before the other's new pair reached its
 * copy of localStorage, which Chromium propagates between tabs asynchronously) one per tab, the
 * later one then answered by the API's grace. Never a refusal.
 */
function expectRenewedOnce(statuses: number[]): void {
  expect(statuses.length).toBeGreaterThanOrEqual(1);
  expect(statuses.length).toBeLessThanOrEqual(2);
  expect(statuses.every((status) => status === 200)).toBe(true);
}

test.describe('several tabs of one browser keep the session', () => {
  test.describe.configure({ timeout: 180_000 });

  test('two tabs with a stale access token reloading at once, then clicking at once, stay signed in', async ({
    context,
    page,
    stack,
    mailbox,
  }) => {
    const auth = await apiLogin(
      stack.apiBaseUrl,
      await createVerifiedUser(stack.apiBaseUrl, mailbox, 'tabs'),
    );
    const { sid: sessionId } = JSON.parse(
      Buffer.from(auth.access.split('.')[1], 'base64url').toString(),
    ) as { sid: string };
    await useSessionInBrowser(page, auth);
    const second = await context.newPage();
    const tabs = [page, second];
    await Promise.all(tabs.map((tab) => tab.goto('/my-submissions')));
    for (const tab of tabs) await expect(heading(tab, 'My Submissions')).toBeVisible();
    const renewals = watchRenewals(context);

    for (let round = 1; round <= ROUNDS; round += 1) {
      // Reload together.
      const stale = `stale-access-token-${round}`;
      await makeAccessTokenStale(page, stale);
      const before = renewals.length;
      await Promise.all(tabs.map((tab) => tab.reload()));
      for (const tab of tabs) await expect(heading(tab, 'My Submissions')).toBeVisible();
      await expectBothSignedIn(tabs, stack.apiBaseUrl, sessionId, stale);
      expectRenewedOnce(renewals.slice(before));
    }

    for (let round = 1; round <= ROUNDS; round += 1) {
      // Act together: both tabs open another screen, whose first call meets the stale token.
      await Promise.all(tabs.map((tab) => tab.goto('/my-submissions')));
      for (const tab of tabs) await expect(heading(tab, 'My Submissions')).toBeVisible();
      const stale = `stale-access-token-click-${round}`;
      await makeAccessTokenStale(page, stale);
      const before = renewals.length;
      await Promise.all(tabs.map((tab) => navLink(tab, 'Submit Profile').click()));
      for (const tab of tabs) {
        await expect(heading(tab, 'Profile analysis')).toBeVisible();
        await expect(tab.getByRole('region', { name: 'Your plan' })).toContainText(
          'submissions left this month',
        );
      }
      await expectBothSignedIn(tabs, stack.apiBaseUrl, sessionId, stale);
      expectRenewedOnce(renewals.slice(before));
    }
  });
});
