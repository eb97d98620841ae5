import type { Page } from '@playwright/test';
import { MESSAGES, STORAGE_KEYS } from '@profileproof/contracts';
import { storedSession, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Clicks the Google button and waits for the real popup to run the OAuth flow and close. */
async function signInWithGooglePopup(page: Page, button: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close', { timeout: 20_000 });
}

/** Answers the next confirm dialog, and records its text. */
function answerDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

test.describe('Google sign-in (popup, against a local OpenID Connect issuer)', () => {
  test('sign up with Google, log out, log in with Google', async ({ page, google }) => {
    const email = uniqueEmail('google');
    google.signInAs({ email, name: 'Grace Google' });

    await page.goto('/signup');
    await signInWithGooglePopup(page, 'Sign up with Google');
    await expect(page).toHaveURL(/\/inputMain$/);
    await expect(heading(page, 'Profile analysis')).toBeVisible();
    const stored = await storedSession(page);
    expect(stored).toMatchObject({ [STORAGE_KEYS.userEmail]: email, [STORAGE_KEYS.userRole]: 'user' });
    expect(await page.evaluate(() => [localStorage.getItem('google_token'), localStorage.getItem('google_auth_action')])).toEqual([
      null,
      null,
    ]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithGooglePopup(page, 'Continue with Google');
    await expect(page).toHaveURL(/\/inputMain$/);
    expect((await storedSession(page))[STORAGE_KEYS.userEmail]).toBe(email);
  });

  test('logging in with a Google account that has no account here offers to sign up', async ({ page, google }) => {
    google.signInAs({ email: uniqueEmail('stranger') });
    await page.goto('/login');
    const dialog = answerDialog(page, true);
    await signInWithGooglePopup(page, 'Continue with Google');
    expect(await dialog).toBe(MESSAGES.google.goToSignup);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(heading(page, 'Create your account')).toBeVisible();
  });

  test('signing up with Google for an address that has an account offers to log in', async ({ page, google, testUser }) => {
    google.signInAs({ email: testUser.email });
    await page.goto('/signup');
    const dialog = answerDialog(page, false);
    await signInWithGooglePopup(page, 'Sign up with Google');
    expect(await dialog).toBe(MESSAGES.google.goToLogin);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.google.accountExists);
    await expect(page).toHaveURL(/\/signup$/);

    const accepted = answerDialog(page, true);
    await signInWithGooglePopup(page, 'Sign up with Google');
    await accepted;
    await expect(page).toHaveURL(/\/login$/);
  });

  test('closing the popup before finishing cancels', async ({ page }) => {
    // Hold the popup's first request (nothing is answered in the API's place) so the user closes it first.
    let release = () => undefined as void;
    let reached = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const atIssuer = new Promise<void>((resolve) => (reached = resolve));
    await page.context().route('**/api/auth/google/start*', async (route) => {
      reached();
      await released;
      await route.abort().catch(() => undefined);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await atIssuer;
    // The held popup has not loaded a page yet (Playwright reports it once it has): close the
    // window by its name, as its close button would.
    await page.evaluate(() => window.open('', 'google-auth')?.close());
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.google.cancelled);
    release();
    await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  });
});
