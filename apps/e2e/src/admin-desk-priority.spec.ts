import { mkdir } from 'node:fs/promises';
import { API_PATHS } from '@profileproof/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/accessibility';
import { apiLogin, apiPost, createVerifiedUser } from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import {
  customerWithSubmission,
  heading,
  queueCard,
  SCREEN_SIZES,
  signedInPage,
} from './support/review-desk';

/** Screenshots for a person to look at (not committed). */
const SHOTS = '/tmp/desk-priority-shots';

/** The e-mails of the queue's cards, top to bottom. */
async function queueOrder(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('list', { name: /Pending submissions/ })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace('Submission from ', ''));
}

test.describe('admin: the desk keeps the plans’ promises', () => {
  test('a Premium submission made after a Free one is at the top with its due time; a search by part of an e-mail, kept over a reload', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const free = await customerWithSubmission(stack, mailbox, 'desk-free');

    // A Premium customer (assigned by the admin, as the desk does), who submits after the Free one.
    const premium = await createVerifiedUser(stack.apiBaseUrl, mailbox, 'desk-premium');
    const adminAuth = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    const assigned = await apiPost(
      stack.apiBaseUrl,
      API_PATHS.admin.userSubscription,
      { email: premium.email, tier: 'premium' },
      adminAuth.access,
    );
    expect(assigned.status).toBeLessThan(300);
    const premiumAuth = await apiLogin(stack.apiBaseUrl, premium);
    const premiumProfile = `https://www.linkedin.com/in/desk-premium-${Date.now().toString(36)}`;
    const submitted = await apiPost(
      stack.apiBaseUrl,
      API_PATHS.contact.submit,
      { linkedin_url: premiumProfile },
      premiumAuth.access,
    );
    expect(submitted.status).toBe(201);

    const admin = await signedInPage(browser, stack, TEST_ADMIN);
    await admin.goto('/admin/dashboard');
    await expect(heading(admin, 'Admin Dashboard')).toBeVisible();
    await expect(queueCard(admin, premium.email)).toBeVisible();
    const order = await queueOrder(admin);
    expect(order.indexOf(premium.email)).toBeLessThan(order.indexOf(free.credentials.email));
    await expect(queueCard(admin, premium.email)).toContainText(/Due in (\d+ min|1 h)/);
    await expect(queueCard(admin, free.credentials.email)).toContainText(
      /Due in 2\d h|Due in 1 day/,
    );
    await expect(admin.getByText('Overdue now')).toBeVisible();
    await expect(admin.getByText('Answered within the promised window')).toBeVisible();

    // A search by a part of the Premium customer's e-mail, and the Premium plan.
    const part = premium.email.split('@')[0].slice(-10);
    const search = admin.getByRole('search', { name: 'Search the queue' });
    await search.getByRole('searchbox', { name: 'Search' }).fill(part.toUpperCase());
    await search.getByRole('combobox', { name: 'Plan' }).selectOption('premium');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(admin).toHaveURL(/[?&]q=/);
    await expect(admin).toHaveURL(/[?&]tier=premium/);
    await expect.poll(() => queueOrder(admin)).toEqual([premium.email]);

    // The filters are in the address: a reload keeps them, in the fields and in the list.
    await admin.reload();
    await expect(queueCard(admin, premium.email)).toBeVisible();
    expect(await queueOrder(admin)).toEqual([premium.email]);
    await expect(search.getByRole('searchbox', { name: 'Search' })).toHaveValue(part.toUpperCase());
    await expect(search.getByRole('combobox', { name: 'Plan' })).toHaveValue('premium');

    // Looked at, and axe-clean, at desktop and phone width.
    await mkdir(SHOTS, { recursive: true });
    for (const size of SCREEN_SIZES) {
      await admin.setViewportSize({ width: size.width, height: size.height });
      await expect(queueCard(admin, premium.email)).toBeVisible();
      await admin.screenshot({ path: `${SHOTS}/dashboard-${size.width}.png`, fullPage: true });
      await expectNoAxeViolations(admin);
    }

    // Clear: the whole queue again, and the address without filters.
    await admin.setViewportSize({ width: 1280, height: 800 });
    await search.getByRole('button', { name: 'Clear' }).click();
    await expect(admin).not.toHaveURL(/[?&]q=/);
    await expect(queueCard(admin, free.credentials.email)).toBeVisible();

    // The reviewed list has the same search, with reply days, in its address too.
    await admin.goto('/admin/reviewed?q=nobody-matches-this');
    await expect(heading(admin, 'Reviewed Submissions')).toBeVisible();
    await expect(admin.getByText('No reviewed submission matches')).toBeVisible();
    for (const size of SCREEN_SIZES) {
      await admin.setViewportSize({ width: size.width, height: size.height });
      await admin.screenshot({ path: `${SHOTS}/reviewed-${size.width}.png`, fullPage: true });
      await expectNoAxeViolations(admin);
    }
  });
});
