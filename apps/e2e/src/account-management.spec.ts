import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@profileproof/contracts';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN,
  type AccountExport,
} from '@profileproof/contracts/account';
import { expectNoAxeViolations } from './support/accessibility';
import { createVerifiedUser, linkIn, uniqueEmail, type Credentials } from './support/accounts';
import { expect, test } from './support/fixtures';

const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name });

async function logIn(page: Page, { email, password }: Credentials, landing = /\/inputMain$/) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(landing);
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('managing one’s account', () => {
  test('change the password, sign out elsewhere, change the address by mail, download the data, close the account', async ({
    page,
    browser,
    stack,
    mailbox,
  }) => {
    const user = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'account');
    const elsewhere = await browser.newContext({ baseURL: stack.shellUrl });
    const otherPage = await elsewhere.newPage();
    await logIn(otherPage, user);
    await logIn(page, user);

    await page.getByRole('link', { name: ACCOUNT_SCREEN.navLink }).click();
    await expect(heading(page, ACCOUNT_SCREEN.title)).toBeVisible();
    const sessions = section(page, ACCOUNT_SCREEN.sessions.heading);
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText(ACCOUNT_SCREEN.sessions.thisDevice)).toBeVisible();
    await expectNoAxeViolations(page);

    // Password: the new one works, this session stays.
    const newPassword = `${user.password}-changed`;
    const password = section(page, ACCOUNT_SCREEN.password.heading);
    await password.getByLabel(ACCOUNT_SCREEN.password.current, { exact: true }).fill(user.password);
    await password.getByLabel(ACCOUNT_SCREEN.password.new, { exact: true }).fill(newPassword);
    await password.getByLabel(ACCOUNT_SCREEN.password.confirm, { exact: true }).fill(newPassword);
    await password.getByRole('button', { name: ACCOUNT_SCREEN.password.submit }).click();
    await expect(password.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();

    // The other browser lost its session with the change.
    await otherPage.goto('/my-submissions');
    await expect(otherPage).toHaveURL(/\/login$/);
    // Back where it was going.
    await logIn(otherPage, { ...user, password: newPassword }, /\/my-submissions$/);
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);

    // Sign out everywhere else: the second browser loses its session again.
    await sessions.getByRole('button', { name: ACCOUNT_SCREEN.sessions.signOutOthers }).click();
    await expect(sessions.getByText(ACCOUNT_SCREEN.sessions.signedOutOthers(1))).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await otherPage.goto('/my-submissions');
    await expect(otherPage).toHaveURL(/\/login$/);
    await elsewhere.close();

    // E-mail address: through the link mailed to the new address.
    const newEmail = uniqueEmail('moved');
    const email = section(page, ACCOUNT_SCREEN.email.heading);
    await email.getByLabel(ACCOUNT_SCREEN.email.newEmail).fill(newEmail);
    await email.getByLabel(ACCOUNT_SCREEN.email.password, { exact: true }).fill(newPassword);
    await email.getByRole('button', { name: ACCOUNT_SCREEN.email.submit }).click();
    await expect(email.getByText(ACCOUNT_MESSAGES.emailChangeSent)).toBeVisible();
    const notice = await mailbox.waitFor(user.email, /being changed/);
    expect(notice.links).toEqual([]);
    const confirmation = await mailbox.waitFor(newEmail, /confirm your new/i);
    const link = linkIn(confirmation, '/account');
    expect(link.searchParams.get('confirm_email')).toBeTruthy();
    await page.goto(`${link.pathname}${link.search}`);
    // Nothing changes on arrival: the page shows the new address and asks for the password.
    const confirm = section(page, ACCOUNT_SCREEN.confirmEmail.heading);
    await expect(confirm.getByText(ACCOUNT_SCREEN.confirmEmail.newAddress(newEmail))).toBeVisible();
    await confirm
      .getByLabel(ACCOUNT_SCREEN.confirmEmail.password, { exact: true })
      .fill(newPassword);
    await confirm.getByRole('button', { name: ACCOUNT_SCREEN.confirmEmail.submit }).click();
    await expect(page.getByText(ACCOUNT_MESSAGES.emailChanged)).toBeVisible();
    await expect(page.getByText(ACCOUNT_SCREEN.email.current(newEmail))).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);

    // Your data: a JSON file of this account only.
    const download = page.waitForEvent('download');
    await section(page, ACCOUNT_SCREEN.data.heading)
      .getByRole('button', { name: ACCOUNT_SCREEN.data.download })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^profileproof-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path()) as string, 'utf8')) as AccountExport;
    expect(data.profile).toMatchObject({ email: newEmail, role: 'user' });
    expect(data.sessions).toHaveLength(1);
    expect(data.submissions).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(user.email);

    // Close the account: it can no longer sign in.
    const close = section(page, ACCOUNT_SCREEN.close.heading);
    await close.getByLabel(ACCOUNT_SCREEN.close.password, { exact: true }).fill(newPassword);
    await close.getByLabel(ACCOUNT_SCREEN.close.confirm).fill('DELETE');
    await close.getByRole('button', { name: ACCOUNT_SCREEN.close.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(newEmail);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.login.invalidCredentials);
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`the account page is accessible at ${viewport.name} width`, async ({
      page,
      stack,
      mailbox,
    }) => {
      await page.setViewportSize(viewport);
      const user = await createVerifiedUser(stack.apiBaseUrl, mailbox, `a11y-${viewport.name}`);
      await logIn(page, user);
      await page.goto('/account');
      await expect(heading(page, ACCOUNT_SCREEN.title)).toBeVisible();
      await expect(
        section(page, ACCOUNT_SCREEN.sessions.heading).getByRole('listitem'),
      ).toHaveCount(1);
      await expectNoAxeViolations(page);
      // With its refusals showing.
      await section(page, ACCOUNT_SCREEN.close.heading)
        .getByRole('button', { name: ACCOUNT_SCREEN.close.submit })
        .click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
