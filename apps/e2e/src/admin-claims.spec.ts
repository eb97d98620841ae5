import {
  API_PATHS,
  MESSAGES,
  type PendingListResponse,
  type UserSubmissionsResponse,
} from '@profileproof/contracts';
import { SECOND_ADMIN } from './support/admins';
import { apiLogin } from './support/accounts';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import {
  apiCall,
  customerWithSubmission,
  queueCard,
  reviewPanel,
  RISK_FLAGS,
  signedInPage,
} from './support/review-desk';

test.describe('admin: claims', () => {
  test('two admins: the second sees the first one’s claim, takes it over after a confirmation, and the first one is told at once', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'claimed-customer');
    const email = customer.credentials.email;
    const first = await signedInPage(browser, stack, TEST_ADMIN);
    const second = await signedInPage(browser, stack, SECOND_ADMIN);

    // Admin A opens the submission: the Analysis step claims it for A.
    await first.goto('/admin/dashboard');
    await queueCard(first, email).click();
    await expect(
      reviewPanel(first, 'Analysis').getByRole('checkbox', { name: RISK_FLAGS[0] }),
    ).toBeVisible();
    const asSecond = await apiLogin(stack.apiBaseUrl, SECOND_ADMIN);
    await expect
      .poll(async () => {
        const queue = await apiCall<PendingListResponse>(
          stack,
          'GET',
          API_PATHS.admin.submissions,
          asSecond.access,
        );
        return queue.body.submissions.find((submission) => submission.id === customer.submissionId)
          ?.claim?.claimed_by;
      })
      .toBe(TEST_ADMIN.email);

    // Admin B's queue says who reviews it; opening it shows who holds it instead of the checklist.
    await second.goto('/admin/dashboard');
    await expect(queueCard(second, email)).toContainText(
      `Being reviewed by ${TEST_ADMIN.email} · until`,
    );
    await queueCard(second, email).click();
    const held = reviewPanel(second, 'Analysis');
    await expect(held.getByRole('heading', { name: 'Claimed by another admin' })).toBeVisible();
    await expect(held).toContainText(`${TEST_ADMIN.email} is working on this submission until`);
    await expect(held.getByRole('checkbox')).toHaveCount(0);

    // Take over, after the question: B gets the checklist.
    const question = new Promise<string>((resolve) =>
      second.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await held.getByRole('button', { name: 'Take over' }).click();
    expect(await question).toBe(
      `Take over from ${TEST_ADMIN.email}? They will not be able to send their reply.`,
    );
    await expect(held.getByRole('checkbox', { name: RISK_FLAGS[0] })).toBeVisible();

    // A is told at once, live: the checklist gives way to the notice, and A's work is kept, read-only.
    const notice = reviewPanel(first, 'Analysis');
    await expect(
      notice.getByRole('heading', { name: `${SECOND_ADMIN.email} took over this submission` }),
    ).toBeVisible();
    await expect(notice.getByRole('checkbox')).toHaveCount(0);
    await expect(notice.getByRole('textbox', { name: 'Your draft (read-only)' })).toHaveJSProperty(
      'readOnly',
      true,
    );
    const mine = await apiCall<UserSubmissionsResponse>(
      stack,
      'GET',
      API_PATHS.contact.userSubmissions,
      customer.auth.access,
    );
    expect(
      mine.body.find((submission) => submission.id === customer.submissionId)?.is_processed,
    ).toBe(false);

    // B sends: the customer's submission is reviewed, with B's reply.
    await held.getByRole('button', { name: 'Generate report' }).click();
    await reviewPanel(second, 'Preview').getByRole('button', { name: 'Send reply' }).click();
    await expect(second.getByText(MESSAGES.admin.replySent(email)).first()).toBeVisible();
    const after = await apiCall<UserSubmissionsResponse>(
      stack,
      'GET',
      API_PATHS.contact.userSubmissions,
      customer.auth.access,
    );
    expect(
      after.body.find((submission) => submission.id === customer.submissionId)?.is_processed,
    ).toBe(true);

    await first.context().close();
    await second.context().close();
  });
});
