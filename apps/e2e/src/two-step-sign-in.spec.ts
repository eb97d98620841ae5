import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API_PATHS, ROUTES } from '@profileproof/contracts';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { Secret, TOTP } from 'otpauth';
import { expectNoAxeViolations } from './support/accessibility';
import { apiLogin, apiPost, createVerifiedUser, type Credentials } from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
/** Where a run may leave screenshots to look at (never committed); unset, none are taken. */
const SHOTS = process.env['TWO_STEP_SHOTS'];

/** The app's code, as the authenticator app computes it, `stepsAhead` 30-second steps from now. */
function codeOf(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

async function checkLayouts(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoAxeViolations(page);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
}

async function logIn(page: Page, { email, password }: Credentials) {
  await page.goto(ROUTES.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function enterCode(page: Page, label: string, code: string) {
  await expect(page.getByRole('heading', { name: TWO_STEP_SCREEN.login.title })).toBeVisible();
  await page.getByLabel(label, { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('two-step sign-in: set up with a code, sign in with a code and a backup code, reset by an admin', async ({
  page,
  stack,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'two-step');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/inputMain$/);

  // Set up from the Account page: the key in text, confirmed with the app's code.
  await page.goto(ROUTES.account);
  const section = page.getByRole('heading', { name: TWO_STEP_SCREEN.section.title });
  await expect(section).toBeVisible();
  await page.getByRole('button', { name: TWO_STEP_SCREEN.section.start }).click();
  await expect(page.getByRole('img', { name: TWO_STEP_SCREEN.section.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  await checkLayouts(page, 'account-setup');
  await page.getByLabel(TWO_STEP_SCREEN.section.codeLabel).fill(codeOf(secret));
  await page.getByRole('button', { name: TWO_STEP_SCREEN.section.confirm }).click();
  const codes = page.getByRole('list', { name: TWO_STEP_SCREEN.section.backupTitle });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const backupCodes = await codes.getByRole('listitem').allInnerTexts();
  await checkLayouts(page, 'account-backup-codes');
  await page.getByRole('button', { name: TWO_STEP_SCREEN.section.done }).click();
  await expect(page.getByText(TWO_STEP_SCREEN.section.onStatus)).toBeVisible();
  await checkLayouts(page, 'account-on');

  // Signed out, the password alone no longer opens the account: the code does.
  await logOut(page);
  await logIn(page, account);
  await expect(page).toHaveURL(/\/login\/code$/);
  await checkLayouts(page, 'login-code');
  // The code used to turn it on is spent: the next step's code, which the app shows next.
  await enterCode(page, 'Code', codeOf(secret, 1));
  await expect(page).toHaveURL(/\/inputMain$/);

  // And a backup code, once.
  await logOut(page);
  await logIn(page, account);
  await page.getByRole('button', { name: TWO_STEP_SCREEN.login.useBackup }).click();
  await enterCode(page, 'Backup code', backupCodes[0].trim());
  await expect(page).toHaveURL(/\/inputMain$/);
  await logOut(page);

  // An admin resets it (lost phone) from the subscriptions screen's row, after a confirmation.
  const admin = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
  if ('mfa_token' in admin) throw new Error('The test admin has two-step sign-in on');
  await apiPost(
    stack.apiBaseUrl,
    API_PATHS.admin.userSubscription,
    { email: account.email, tier: 'basic' },
    admin.access,
  );
  await logIn(page, TEST_ADMIN);
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.goto(ROUTES.adminSubscriptions);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await row.getByRole('button', { name: /Reset two-step sign-in/ }).click();
  const dialog = page.getByRole('dialog', { name: TWO_STEP_SCREEN.admin.confirmTitle });
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole('button', { name: TWO_STEP_SCREEN.admin.confirm }).click();
  await expect(page.getByText(TWO_STEP_SCREEN.admin.done(account.email))).toBeVisible();
  await expect(row.getByRole('button', { name: /Reset two-step sign-in/ })).toHaveCount(0);
  await logOut(page);

  // The password alone signs in again.
  await logIn(page, account);
  await expect(page).toHaveURL(/\/inputMain$/);
});
