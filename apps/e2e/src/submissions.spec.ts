import type { Page } from '@playwright/test';
import { API_PATHS, MESSAGES } from '@profileproof/contracts';
import { apiPost, signInAsNewUser } from './support/accounts';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const text = MESSAGES.submissionDetails;

test.describe('profile submissions', () => {
  test('a user submits a profile, finds it pending in My Submissions and opens its details', async ({
    page,
    stack,
    mailbox,
  }) => {
    await signInAsNewUser(page, stack.apiBaseUrl, mailbox, 'submitter');
    const profile = `https://www.linkedin.com/in/ada-lovelace-${Date.now().toString(36)}`;

    await page.goto('/inputMain');
    await expect(heading(page, 'Profile analysis')).toBeVisible();
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('Free');
    await expect(plan).toContainText('1 of 1 submissions left this month');

    // The form checks the host before anything is sent.
    await page.getByLabel('LinkedIn profile URL').fill('https://evil.example/?linkedin.com');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.submit.linkedInUrlInvalid);

    await page.getByLabel('LinkedIn profile URL').fill(profile);
    await page.getByLabel('Message (optional)').fill('I want more replies\nfrom recruiters.');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText(/Profile submitted successfully/)).toBeVisible();
    await expect(page.getByLabel('LinkedIn profile URL')).toHaveValue('');
    await expect(plan).toContainText('0 of 1 submissions left this month');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Submissions' })
      .click();
    await expect(heading(page, 'My Submissions')).toBeVisible();
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(text.pendingReview);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(`${profile.slice(0, 30)}...`);

    await card.getByRole('link', { name: /View details/ }).click();
    await expect(page).toHaveURL(/\/submission\/\d+$/);
    await expect(heading(page, text.heading)).toBeVisible();
    await expect(page.getByText(text.pendingReview)).toBeVisible();
    // Shown as its canonical link: https://www.linkedin.com/in/<handle>/.
    const link = page.getByRole('link', { name: new RegExp(profile) });
    await expect(link).toHaveAttribute('href', `${profile}/`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('region', { name: text.yourMessage })).toContainText(
      'I want more replies',
    );
    await expect(page.getByText(text.stillReviewing)).toBeVisible();

    await page.getByRole('link', { name: text.backToSubmissions }).click();
    await expect(page).toHaveURL(/\/my-submissions$/);
  });

  test("a free user's second submit is refused with a way to upgrade, and nothing is stored", async ({
    page,
    stack,
    mailbox,
  }) => {
    const auth = await signInAsNewUser(page, stack.apiBaseUrl, mailbox, 'free-user');
    const first = await apiPost(
      stack.apiBaseUrl,
      API_PATHS.contact.submit,
      { linkedin_url: 'https://www.linkedin.com/in/first' },
      auth.access,
    );
    expect(first.status).toBe(201);

    await page.goto('/inputMain');
    // The plan already says the month is used up, before any attempt.
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(
      '0 of 1 submissions left this month',
    );
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.submit.limitReached }),
    ).toBeVisible();

    await page.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/second');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: MESSAGES.submit.limitReached });
    await expect(refusal).toBeVisible();
    await refusal.getByRole('link', { name: 'Upgrade your plan' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    await page.goto('/my-submissions');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('https://www.linkedin.com/in/fi...');
  });

  test('the three screens have no WCAG 2 A/AA violation axe can find, wide and narrow', async ({
    page,
    stack,
    mailbox,
  }) => {
    const auth = await signInAsNewUser(page, stack.apiBaseUrl, mailbox, 'a11y');
    await apiPost(
      stack.apiBaseUrl,
      API_PATHS.contact.submit,
      { linkedin_url: 'https://www.linkedin.com/in/ada', message: 'Hello' },
      auth.access,
    );
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/inputMain');
      await expect(
        page.getByRole('status').filter({ hasText: MESSAGES.submit.limitReached }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/my-submissions');
      await expect(page.getByRole('article')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page
        .getByRole('article')
        .getByRole('link', { name: /View details/ })
        .click();
      await expect(page.getByText(text.stillReviewing)).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
