import type { Page } from '@playwright/test';
import { API_PATHS, MESSAGES, STORAGE_KEYS } from '@profileproof/contracts';
import {
  apiLogin,
  apiPost,
  type Credentials,
  linkIn,
  MAIL_SUBJECTS,
  newCredentials,
  storedSession,
  uniqueEmail,
  useSessionInBrowser,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { interceptGoogleSignIn } from './support/google-issuer';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Clicks the Google button and waits for the real popup to run the OAuth flow and close. */
async function signInWithGooglePopup(page: Page, button: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close', { timeout: 20_000 });
}

async function logIn(page: Page, { email, password }: Credentials) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
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
    expect(stored).toMatchObject({
      [STORAGE_KEYS.userEmail]: email,
      [STORAGE_KEYS.userRole]: 'user',
    });
    expect(
      await page.evaluate(() => [
        localStorage.getItem('google_token'),
        localStorage.getItem('google_auth_action'),
      ]),
    ).toEqual([null, null]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithGooglePopup(page, 'Continue with Google');
    await expect(page).toHaveURL(/\/inputMain$/);
    expect((await storedSession(page))[STORAGE_KEYS.userEmail]).toBe(email);
  });

  test('logging in with a Google account that has no account here offers to sign up', async ({
    page,
    google,
  }) => {
    google.signInAs({ email: uniqueEmail('stranger') });
    await page.goto('/login');
    const dialog = answerDialog(page, true);
    await signInWithGooglePopup(page, 'Continue with Google');
    expect(await dialog).toBe(MESSAGES.google.goToSignup);
    await expect(page).toHaveURL(/\/signup$/);
    await expect(heading(page, 'Create your account')).toBeVisible();
  });

  test('signing up with Google for an address that has an account offers to log in', async ({
    page,
    google,
    testUser,
  }) => {
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

test.describe('Google sign-in against identity attacks', () => {
  test("an attacker's callback URL signs nobody in, signed in as someone else or signed out; the browser's own popup still signs in", async ({
    page,
    browser,
    google,
    stack,
    testUser,
  }) => {
    // The attacker signs up with their own Google account, then runs a sign-in and stops at the
    // API's redirect to the callback page: that URL is what they send the victim.
    google.signInAs({ email: uniqueEmail('csrf-attacker') });
    const signup = await interceptGoogleSignIn(stack.apiBaseUrl, 'signup');
    const body = { credential: signup.idToken, action: 'signup', flow_secret: signup.flowSecret };
    expect((await apiPost(stack.apiBaseUrl, API_PATHS.auth.google, body)).status).toBe(201);
    const attack = await interceptGoogleSignIn(stack.apiBaseUrl, 'login');
    expect(attack.callbackUrl).toMatch(`${stack.shellUrl}/auth/google/callback#id_token=`);

    // A victim signed in as someone else opens it: nothing changes.
    await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, testUser));
    await page.goto('/inputMain');
    await expect(heading(page, 'Profile analysis')).toBeVisible();
    const before = await storedSession(page);
    await page.goto(attack.callbackUrl);
    await expect(heading(page, 'Google sign-in failed')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.google.failed);
    expect(await storedSession(page)).toEqual(before);
    // The page moves on to /login, which sends a signed-in user on, still as themselves.
    await expect(page).toHaveURL(/\/inputMain$/, { timeout: 6_000 });
    await expect(heading(page, 'Profile analysis')).toBeVisible();
    expect(await storedSession(page)).toEqual(before);

    // A signed-out victim (a browser of its own) opens it: still nobody is signed in.
    const context = await browser.newContext({ baseURL: stack.shellUrl });
    const signedOut = await context.newPage();
    await signedOut.goto(attack.callbackUrl);
    await expect(signedOut.getByRole('alert')).toHaveText(MESSAGES.google.failed);
    await expect(signedOut).toHaveURL(/\/login$/, { timeout: 6_000 });
    expect(Object.values(await storedSession(signedOut))).toEqual([null, null, null, null]);

    // That browser's own sign-in, through the popup, works as ever.
    const own = uniqueEmail('csrf-victim');
    google.signInAs({ email: own });
    await signedOut.goto('/signup');
    await signInWithGooglePopup(signedOut, 'Sign up with Google');
    await expect(signedOut).toHaveURL(/\/inputMain$/);
    expect((await storedSession(signedOut))[STORAGE_KEYS.userEmail]).toBe(own);
    await context.close();
  });

  test("pre-hijack: the victim's Google sign-in clears the attacker's password and ends the attacker's session", async ({
    page,
    browser,
    google,
    stack,
    mailbox,
  }) => {
    const attacker = { ...newCredentials('prehijack'), email: uniqueEmail('prehijack-victim') };
    const attackerContext = await browser.newContext({ baseURL: stack.shellUrl });
    const attackerPage = await attackerContext.newPage();

    // The attacker signs up with the victim's address and a password of their own.
    await attackerPage.goto('/signup');
    await attackerPage.getByLabel('Email').fill(attacker.email);
    await attackerPage.getByLabel('Create password').fill(attacker.password);
    await attackerPage.getByLabel('Confirm password').fill(attacker.password);
    await attackerPage.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(attackerPage, MESSAGES.signup.verifyYourEmail)).toBeVisible();

    // The victim opens the genuine verification mail: the page verifies on load.
    const mail = await mailbox.waitFor(attacker.email, MAIL_SUBJECTS.verification);
    await page.goto(linkIn(mail, '/verify-email/').pathname);
    await expect(heading(page, 'E-mail verified')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    // The attacker's password now opens the account.
    await attackerPage.goto('/login');
    await logIn(attackerPage, attacker);
    await expect(attackerPage).toHaveURL(/\/inputMain$/);
    const attackerSession = await storedSession(attackerPage);

    // The victim signs in with Google: the account is linked to the victim's Google account.
    google.signInAs({ email: attacker.email });
    await signInWithGooglePopup(page, 'Continue with Google');
    await expect(page).toHaveURL(/\/inputMain$/);
    expect((await storedSession(page))[STORAGE_KEYS.userEmail]).toBe(attacker.email);

    // The attacker's session is over: the next page they open finds them signed out.
    await attackerPage.reload();
    await expect(attackerPage).toHaveURL(/\/login$/);
    expect(Object.values(await storedSession(attackerPage))).toEqual([null, null, null, null]);
    const refresh = await apiPost(stack.apiBaseUrl, API_PATHS.auth.refresh, {
      refresh: attackerSession[STORAGE_KEYS.refreshToken],
    });
    expect(refresh.status).toBe(401);

    // The attacker's password is refused, exactly as a wrong one is.
    await logIn(attackerPage, attacker);
    await expect(attackerPage.getByRole('alert')).toHaveText(MESSAGES.login.invalidCredentials);
    await expect(attackerPage).toHaveURL(/\/login$/);
    const withAttackerPassword = await apiPost(stack.apiBaseUrl, API_PATHS.auth.login, attacker);
    const withWrongPassword = await apiPost(stack.apiBaseUrl, API_PATHS.auth.login, {
      ...attacker,
      password: 'not the password',
    });
    expect(withAttackerPassword).toEqual(withWrongPassword);
    expect(withAttackerPassword.status).toBe(401);

    // The victim's own session holds.
    await page.reload();
    await expect(heading(page, 'Profile analysis')).toBeVisible();
    expect((await storedSession(page))[STORAGE_KEYS.userEmail]).toBe(attacker.email);
    await attackerContext.close();
  });
});
