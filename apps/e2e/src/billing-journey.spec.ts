import type { Page } from '@playwright/test';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PLANS, formatPrice, yearlyTotalPrice } from '@profileproof/contracts';
import { linkIn, MAIL_SUBJECTS, newCredentials, type Credentials } from './support/accounts';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { queueCard, SCREEN_SIZES } from './support/review-desk';

/*
 * Issue 40, proof 10: a visitor buys a plan with nobody in between. Visitor → Basic yearly on
 * /pricing → sign up, follow the mailed link, log in → /inputMain offers the plan chosen before
 * → pay on the provider's page (the fake Stripe of tools/fake-providers, which the API's
 * real SDK talks to and which sends signed webhooks) → /billing/success shows the tier and the
 * submissions left → submit → the admin sees the plan. Screenshots go to /tmp/billing-shots/.
 */

const SHOTS_DIR = '/tmp/billing-shots';
const DESKTOP = SCREEN_SIZES[0];

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${size.width} px scrolls sideways`).toBeLessThanOrEqual(size.width);
    const file = test.info().outputPath(`${name}-${size.width}.png`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file, fullPage: true });
    await copyFile(file, path.join(SHOTS_DIR, path.basename(file)));
  }
  await page.setViewportSize(DESKTOP);
}

async function logIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a visitor buys Basic yearly, pays on the provider page, and submits on the new plan', async ({
  page,
  browser,
  stack,
  mailbox,
  stripe,
}) => {
  test.setTimeout(180_000);
  const basic = PLANS.find((plan) => plan.id === 'basic');
  const yearly = formatPrice(yearlyTotalPrice(basic?.monthlyPrice ?? NaN));
  await page.setViewportSize(DESKTOP);

  await test.step('1. a visitor chooses Basic, billed yearly, and is asked to sign up', async () => {
    await page.goto('/pricing');
    await page.getByRole('radio', { name: /^Yearly/ }).check();
    const subscribe = page.getByRole('button', {
      name: `Subscribe to Basic for ${yearly} a year`,
    });
    await expect(subscribe).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'billing-1-pricing');
    await subscribe.click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  const customer = newCredentials('billing-journey');
  await test.step('2. signs up, follows the mailed link and logs in', async () => {
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Create password').fill(customer.password);
    await page.getByLabel('Confirm password').fill(customer.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    const mail = await mailbox.waitFor(customer.email, MAIL_SUBJECTS.verification);
    await page.goto(linkIn(mail, '/verify-email/').pathname);
    await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
    await logIn(page, customer);
  });

  await test.step('3. the plan chosen before signing up is offered, and paid on the provider page', async () => {
    await expect(page).toHaveURL(/\/inputMain$/);
    const offer = page.getByRole('status').filter({ hasText: 'You chose Basic, billed yearly.' });
    await expect(offer).toBeVisible();
    await shoot(page, 'billing-2-chosen-plan');
    await offer.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/`), { timeout: 15_000 });
    await expect(page.getByTestId('amount')).toHaveText(yearly);
    await page.getByRole('button', { name: 'Pay' }).click();
  });

  await test.step('4. back on ProfileProof, the plan and the submissions left show', async () => {
    await expect(page).toHaveURL(/\/billing\/success/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('Your Basic plan is active.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Submissions left this month')).toBeVisible();
    await expect(page.getByText('24', { exact: true })).toBeVisible();
    await shoot(page, 'billing-3-success');
  });

  const profileUrl = `https://www.linkedin.com/in/billing-journey-${Date.now().toString(36)}/`;
  await test.step('5. the customer submits a profile under Basic', async () => {
    await page.getByRole('link', { name: 'Submit a profile' }).click();
    await expect(page).toHaveURL(/\/inputMain$/);
    await page.getByLabel('LinkedIn profile URL').fill(profileUrl);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText(/Profile submitted successfully/)).toBeVisible();
    await shoot(page, 'billing-4-submit');
  });

  await test.step('6. Account → Billing shows the plan, its renewal and the paid invoice', async () => {
    await page.goto('/account#billing');
    const billing = page.getByRole('region', { name: 'Billing' });
    await expect(billing.getByText('Paid subscription')).toBeVisible();
    await expect(billing.getByText('Active')).toBeVisible();
    await expect(billing.getByText(yearly)).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'billing-5-account');
  });

  await test.step('7. the admin sees the plan: in the queue and as a paid grant', async () => {
    const context = await browser.newContext({ baseURL: stack.shellUrl, viewport: DESKTOP });
    const admin = await context.newPage();
    await admin.goto('/login');
    await logIn(admin, TEST_ADMIN);
    await admin
      .getByRole('dialog')
      .getByRole('button', { name: 'Go to the Admin Dashboard' })
      .click();
    await expect(queueCard(admin, customer.email)).toContainText(/basic/i);
    await admin.goto('/admin/subscriptions');
    const row = admin.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(/basic/i);
    await expect(row).toContainText('Paid');
    await row.getByRole('button', { name: /^Billing/ }).click();
    const panel = admin.getByRole('region', { name: `Billing of ${customer.email}` });
    await expect(panel).toContainText('Active');
    await expect(panel).toContainText(yearly);
    await panel.getByRole('button', { name: 'Sync now' }).click();
    await expect(panel).toContainText('Synced 1 customer; 0 with drift.');
    await expectNoAxeViolations(admin);
    await shoot(admin, 'billing-6-admin');
    await context.close();
  });
});
