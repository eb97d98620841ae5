import { API_PATHS, type AuditAction, type Claim, type Snippet } from '@profileproof/contracts';
import { apiLogin } from './support/accounts';
import { SECOND_ADMIN } from './support/admins';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { expectNoAxeViolations } from './support/accessibility';
import {
  apiCall,
  customerWithSubmission,
  heading,
  reviewAndSend,
  signedInPage,
} from './support/review-desk';

/** How the Activity screen names the actions this journey makes. */
const ACTION_LABELS = {
  'reply.sent': 'Reply sent',
  'snippet.created': 'Snippet created',
  'claim.taken_over': 'Claim taken over',
  'export.downloaded': 'CSV exported',
} as const satisfies Partial<Record<AuditAction, string>>;

test.describe('admin: the activity log', () => {
  test('the Activity screen lists what admins just did, and filters by action and admin', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'audited-customer');
    const target = `Submission #${customer.submissionId}`;
    const asFirst = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    const asSecond = await apiLogin(stack.apiBaseUrl, SECOND_ADMIN);

    // The second admin claims it; the first takes it over, writes a snippet and sends the reply.
    const claimPath = API_PATHS.admin.claim(customer.submissionId);
    expect((await apiCall<Claim>(stack, 'POST', claimPath, asSecond.access, {})).status).toBe(200);
    expect(
      (await apiCall<Claim>(stack, 'POST', claimPath, asFirst.access, { take_over: true })).status,
    ).toBe(200);
    const title = `Audited snippet ${Date.now().toString(36)}`;
    const created = await apiCall<Snippet>(
      stack,
      'POST',
      API_PATHS.admin.snippets,
      asFirst.access,
      { title, body: 'Risk: {risk_level}.' },
    );
    expect(created.status).toBe(201);
    const admin = await signedInPage(browser, stack, TEST_ADMIN);
    await admin.goto('/admin/dashboard');
    await reviewAndSend(admin, customer);

    await admin
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Activity' })
      .click();
    await expect(heading(admin, 'Activity')).toBeVisible();
    const rows = admin.getByRole('table', { name: /Admin activity/ }).getByRole('row');
    // Newest first: the reply, the snippet, the take-over.
    await expect(rows.nth(1)).toContainText(ACTION_LABELS['reply.sent']);
    await expect(rows.nth(1)).toContainText(target);
    await expect(rows.nth(1)).toContainText(TEST_ADMIN.email);
    await expect(rows.nth(2)).toContainText(ACTION_LABELS['snippet.created']);
    await expect(rows.nth(2)).toContainText(`Snippet #${created.body.id}`);
    await expect(rows.nth(2)).toContainText(`“${title}”`);
    await expect(rows.nth(3)).toContainText(ACTION_LABELS['claim.taken_over']);
    await expect(rows.nth(3)).toContainText(target);
    await expect(rows.nth(3)).toContainText(`From ${SECOND_ADMIN.email}`);
    await expectNoAxeViolations(admin);

    // Filter by action: only take-overs, and the filter is in the address.
    const filters = admin.getByRole('search', { name: 'Filter the activity' });
    await filters.getByLabel('Action').selectOption({ label: ACTION_LABELS['claim.taken_over'] });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(admin).toHaveURL(/[?&]action=claim\.taken_over\b/);
    const actions = admin.getByRole('table', { name: /Admin activity/ }).locator('tbody th');
    await expect
      .poll(async () => new Set(await actions.allTextContents()))
      .toEqual(new Set([ACTION_LABELS['claim.taken_over']]));
    await expect(rows.nth(1)).toContainText(target);
    await expectNoAxeViolations(admin);

    // The Admin filter lists the desk's admins: the second admin took nothing over, so nothing matches both filters.
    const adminFilter = filters.getByLabel('Admin');
    await expect(adminFilter.locator('optgroup[label="Admins"] option')).toContainText(
      [TEST_ADMIN.email, SECOND_ADMIN.email].sort(),
    );
    await adminFilter.selectOption({ label: SECOND_ADMIN.email });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(() => new URL(admin.url()).searchParams.get('actor'))
      .toBe(SECOND_ADMIN.email);
    await expect(
      admin.getByRole('heading', { name: 'No entries match these filters.' }),
    ).toBeVisible();
    await admin.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(admin).toHaveURL(/\/admin\/activity$/);
    await expect(rows.nth(1)).toContainText(ACTION_LABELS['reply.sent']);

    // Each target links to what it names: the snippet opens over the log, the submission in the review desk.
    await rows
      .nth(2)
      .getByRole('link', { name: `Snippet #${created.body.id}` })
      .click();
    const snippet = admin.getByRole('dialog', { name: `“${title}”` });
    await expect(snippet).toContainText('Risk: {risk_level}.');
    await expectNoAxeViolations(admin);
    await admin.keyboard.press('Escape');
    await expect(snippet).toBeHidden();
    await rows.nth(1).getByRole('link', { name: target }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/dashboard\\?edit=${customer.submissionId}$`));
    await expect(admin.getByRole('tabpanel', { name: 'Analysis' })).toBeVisible();

    await admin.context().close();
  });
});
