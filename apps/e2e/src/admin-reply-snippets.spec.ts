import { API_PATHS, MESSAGES, type AdminSubmissionDetail } from '@profileproof/contracts';
import { apiLogin } from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import {
  apiCall,
  customerWithSubmission,
  literally,
  queueCard,
  reportField,
  reviewPanel,
  RISK_FLAGS,
  signedInPage,
} from './support/review-desk';

test.describe('admin: reply snippets', () => {
  test('an admin writes a snippet, inserts it into a report with its variables filled in, and the sent reply holds it', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'snippet-customer');
    const title = `Headline advice ${Date.now().toString(36)}`;
    const admin = await signedInPage(browser, stack, TEST_ADMIN);
    await admin.goto('/admin/dashboard');
    await queueCard(admin, customer.credentials.email).click();
    const analysis = reviewPanel(admin, 'Analysis');
    for (const flag of RISK_FLAGS) await analysis.getByRole('checkbox', { name: flag }).check();
    await analysis.getByRole('button', { name: 'Generate report' }).click();
    await expect(reportField(admin)).toHaveValue(/Risk level: High/);

    const snippets = reviewPanel(admin, 'Preview').getByRole('region', { name: 'Snippets' });
    await snippets.getByRole('button', { name: 'Manage snippets' }).click();
    await snippets.getByRole('button', { name: 'New snippet' }).click();
    const form = snippets.getByRole('form', { name: 'New snippet' });
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Text')
      .fill('Your profile {profile_url} scores {score} out of 100; its risk is {risk_level}.');
    await form.getByRole('button', { name: 'Save snippet' }).click();
    await expect(snippets.getByText(`Saved “${title}”.`)).toBeVisible();
    await snippets.getByRole('button', { name: 'Manage snippets' }).click();

    // Inserted at the end of a report whose text was never focused, the variables filled in from the checklist.
    await snippets.getByRole('button', { name: `Insert “${title}”` }).click();
    const filled = new RegExp(
      `Your profile ${literally(customer.profileUrl).source} scores \\d+ out of 100; its risk is High\\.$`,
    );
    await expect(reportField(admin)).toHaveValue(filled);
    await expect(reportField(admin)).toBeFocused();

    await reviewPanel(admin, 'Preview').getByRole('button', { name: 'Send reply' }).click();
    await expect(
      admin.getByText(MESSAGES.admin.replySent(customer.credentials.email)).first(),
    ).toBeVisible();
    const asAdmin = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    const detail = await apiCall<AdminSubmissionDetail>(
      stack,
      'GET',
      API_PATHS.admin.submission(customer.submissionId),
      asAdmin.access,
    );
    expect(detail.body.admin_reply).toMatch(filled);
    expect(detail.body.admin_reply).not.toContain('{');

    await admin.context().close();
  });
});
