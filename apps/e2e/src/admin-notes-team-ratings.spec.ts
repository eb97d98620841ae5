import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import {
  customerWithSubmission,
  heading,
  queueCard,
  reviewAndSend,
  reviewPanel,
  SCREEN_SIZES,
  signedInPage,
} from './support/review-desk';

const NOTES = DESK_SCREENS.notes;
const RATING = DESK_SCREENS.rating;
const TEAM = DESK_SCREENS.team;
const SHOTS = process.env['DESK_SHOTS_DIR'];

/** Full-page PNGs for a person to look at, only when DESK_SHOTS_DIR says where. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** Axe at a desktop's and a phone's width, the page as it is. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoAxeViolations(page);
    await shoot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('admin: notes, team view; customer: rating', () => {
  test('an admin notes a submission and replies; the customer rates the report low; the admin sees the rating, the note and the team figures', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'rating-customer');
    const note = `Customer asked about the headline ${Date.now().toString(36)}`;

    // The admin writes an internal note in the analysis step.
    const admin = await signedInPage(browser, stack, TEST_ADMIN);
    await admin.goto('/admin/dashboard');
    await queueCard(admin, customer.credentials.email).click();
    const notes = reviewPanel(admin, 'Analysis').getByRole('region', { name: NOTES.title });
    await notes.getByLabel(NOTES.label).fill(note);
    await notes.getByRole('button', { name: NOTES.add }).click();
    await expect(notes.getByText(note)).toBeVisible();
    await checkBothWidths(admin, 'analysis-notes');

    // The queue card counts it; then the reply goes out.
    await admin.goto('/admin/dashboard');
    await expect(
      queueCard(admin, customer.credentials.email).getByText(NOTES.count(1)),
    ).toBeVisible();
    await reviewAndSend(admin, customer);

    // The customer rates the report 2 stars, with a comment; the note is nowhere on their page.
    const own = await signedInPage(browser, stack, customer.credentials);
    await own.goto(`/submission/${customer.submissionId}`);
    const rating = own.getByRole('region', { name: RATING.title });
    await expect(rating).toBeVisible();
    await checkBothWidths(own, 'customer-rating');
    await rating.getByRole('radio', { name: RATING.stars(2) }).check({ force: true });
    await rating.getByLabel(RATING.comment).fill('Too generic for my field.');
    await rating.getByRole('button', { name: RATING.save }).click();
    await expect(rating.getByText(RATING.saved)).toBeVisible();
    await expect(rating.getByText(RATING.yours(2), { exact: false })).toBeVisible();
    await expect(own.getByText(note)).toHaveCount(0);
    await checkBothWidths(own, 'customer-rated');

    // The reviewed list shows the rating and the note.
    await admin.goto('/admin/reviewed');
    const item = admin.getByRole('article', { name: customer.credentials.email });
    await expect(item.getByText(RATING.reviewedListLabel(2))).toBeVisible();
    await expect(item.getByText('Too generic for my field.')).toBeVisible();
    await item.getByText(NOTES.count(1)).click();
    await expect(item.getByText(note)).toBeVisible();
    await checkBothWidths(admin, 'reviewed-rating');

    // The team view: in the section nav, the admin's reply, its handling time and its rating.
    await admin
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Team' })
      .click();
    await expect(heading(admin, TEAM.title)).toBeVisible();
    const table = admin.getByRole('table', { name: TEAM.tableLabel });
    const row = table.getByRole('row').filter({ hasText: TEST_ADMIN.email });
    await expect(row.getByRole('cell').first()).not.toHaveText('0');
    await expect(row.getByRole('cell').nth(3)).not.toHaveText('—');
    await expect(table.getByRole('row').filter({ hasText: TEAM.desk })).toBeVisible();
    await checkBothWidths(admin, 'team');

    await own.context().close();
    await admin.context().close();
  });
});
