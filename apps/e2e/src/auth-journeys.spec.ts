import type { Page } from '@playwright/test';
import { MESSAGES, STORAGE_KEYS } from '@profileproof/contracts';
import { PASSWORD_CONTEXT_MESSAGES } from '@profileproof/contracts/password-context';
import {
  createVerifiedUser,
  linkIn,
  MAIL_SUBJECTS,
  newCredentials,
  storedSession,
  type Credentials,
} from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function logIn(page: Page, { email, password }: Credentials) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('e-mail and password accounts', () => {
  test('sign up, verify the e-mail from the mail, log in, use the guarded pages, log out', async ({
    page,
    stack,
    mailbox,
  }) => {
    const account = newCredentials('journey');

    await page.goto('/');
    await page.getByRole('link', { name: 'SignUp' }).click();
    await expect(heading(page, 'Create your account')).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Create password').fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, MESSAGES.signup.verifyYourEmail)).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    const firstMail = await mailbox.waitFor(account.email, MAIL_SUBJECTS.verification);

    // Not verified yet: the server says so, and the screen offers the e-mail again.
    await page.getByRole('link', { name: MESSAGES.signup.goToLogin }).click();
    await logIn(page, account);
    await expect(page.getByRole('alert')).toContainText('verify your email');
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(page.getByText(/A new verification e-mail is on its way/)).toBeVisible();
    const mail = await mailbox.waitFor(account.email, MAIL_SUBJECTS.verification);
    expect(mail.text).toContain('/verify-email/');
    expect(firstMail.links.length).toBeGreaterThan(0);

    const link = linkIn(mail, '/verify-email/');
    expect(link.origin).toBe(stack.shellUrl);
    await page.goto(link.pathname);
    await expect(heading(page, 'E-mail verified')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    // The link works once.
    await page.goto(link.pathname);
    await expect(heading(page, 'Verification failed')).toBeVisible();
    await expect(page.getByText(MESSAGES.verifyEmail.failed)).toBeVisible();

    await page.goto('/login');
    await logIn(page, account);
    await expect(page).toHaveURL(/\/inputMain$/);
    await expect(heading(page, 'Profile analysis')).toBeVisible();
    await page.getByRole('link', { name: 'My Submissions' }).click();
    await expect(heading(page, 'My Submissions')).toBeVisible();
    const stored = await storedSession(page);
    expect(stored).toMatchObject({
      [STORAGE_KEYS.userRole]: 'user',
      [STORAGE_KEYS.userEmail]: account.email,
    });
    expect(stored[STORAGE_KEYS.token]).toBeTruthy();
    expect(stored[STORAGE_KEYS.refreshToken]).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    expect(Object.values(await storedSession(page))).toEqual([null, null, null, null]);

    await page.goto('/my-submissions');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MESSAGES.login.authRequired)).toBeVisible();
  });

  test('forgot password: the mailed link sets a new password, and only the new one works', async ({
    page,
    stack,
    mailbox,
  }) => {
    const user = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'reset');
    const newPassword = `${user.password}-renewed`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(heading(page, 'Forgot your password?')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.forgotPassword.emailRequired);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(heading(page, 'Check your inbox')).toBeVisible();

    const mail = await mailbox.waitFor(user.email, MAIL_SUBJECTS.passwordReset);
    await page.goto(linkIn(mail, '/reset-password/').pathname);
    await expect(heading(page, 'Choose a new password')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(heading(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await logIn(page, user);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.login.invalidCredentials);
    await logIn(page, { ...user, password: newPassword });
    await expect(page).toHaveURL(/\/inputMain$/);
  });

  test('signing up with an address that has an account looks like any sign-up; its owner is told by mail', async ({
    page,
    stack,
    mailbox,
  }) => {
    const owner = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'owner');
    const intruderPassword = `Intruder-${owner.password}`;
    await page.goto('/signup');
    await page.getByLabel('Email').fill(owner.email);
    // The screen applies the API's rule to a password built from the address.
    await page.getByLabel('Create password').fill(owner.email.split('@')[0]);
    await page.getByLabel('Confirm password').fill(owner.email.split('@')[0]);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_CONTEXT_MESSAGES.containsEmail);

    await page.getByLabel('Create password').fill(intruderPassword);
    await page.getByLabel('Confirm password').fill(intruderPassword);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, MESSAGES.signup.verifyYourEmail)).toBeVisible();
    await expect(page.getByText(/We have sent a verification link to/)).toContainText(owner.email);

    const notice = await mailbox.waitFor(
      owner.email,
      /Someone tried to create a ProfileProof account/,
    );
    expect(linkIn(notice, '/login').origin).toBe(stack.shellUrl);
    expect(linkIn(notice, '/forgot-password').origin).toBe(stack.shellUrl);
    await page.goto('/login');
    await logIn(page, { ...owner, password: intruderPassword });
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.login.invalidCredentials);
    await logIn(page, owner);
    await expect(page).toHaveURL(/\/inputMain$/);
  });
});

test.describe('administrator', () => {
  test("an admin is asked whether to open the dashboard after logging in, in the app's own dialog", async ({
    page,
  }) => {
    // The browser's own confirm() is not used any more.
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/login');
    await logIn(page, TEST_ADMIN);
    const question = page.getByRole('dialog', { name: 'Signed in as an administrator' });
    await expect(question).toContainText(MESSAGES.login.goToAdminDashboard);
    await expect(question.getByRole('button', { name: 'Not now' })).toBeFocused();
    await question.getByRole('button', { name: 'Go to the Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(heading(page, 'Admin Dashboard')).toBeVisible();
    expect(nativeDialogs).toEqual([]);
    await expect(page.getByRole('link', { name: 'Manage Subscriptions' })).toBeVisible();
  });
});
