import type { Locator, Page } from '@playwright/test';
import { API_PATHS, MESSAGES, type UserSubmissionsResponse } from '@profileproof/contracts';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { expectNoAxeViolations } from './support/accessibility';
import {
  apiCall,
  customerWithSubmission,
  queueCard,
  reportField,
  reviewPanel,
  RISK_FLAGS,
  signedInPage,
} from './support/review-desk';

/** Something that tells the focused element from its neighbours. */
const focusedElement = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML ?? '');

/**
 * Presses `key` until `target` has the focus; fails after `limit` presses, or when j or k leave
 * the focus where it was (an end of the checklist).
 */
async function pressUntilFocused(
  page: Page,
  key: string,
  target: Locator,
  limit = 200,
): Promise<void> {
  const reached = () => target.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < limit && !(await reached()); presses++) {
    const before = await focusedElement(page);
    await page.keyboard.press(key);
    if (key !== 'Tab' && (await focusedElement(page)) === before) break;
  }
  if (!(await reached())) throw new Error(`${key} never reached ${target.toString()}`);
}

/** j towards the end of the checklist, else k back towards its start, to `box`. */
async function moveTo(page: Page, box: Locator): Promise<void> {
  try {
    await pressUntilFocused(page, 'j', box);
  } catch {
    await pressUntilFocused(page, 'k', box);
  }
}

test.describe('admin: keyboard shortcuts', () => {
  test('a whole review done with the keyboard: open from the queue, tick with j/k/x, g generates, s sends after Enter confirms; "?" lists the keys', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customer = await customerWithSubmission(stack, mailbox, 'keyboard-customer');
    const email = customer.credentials.email;
    const admin = await signedInPage(browser, stack, TEST_ADMIN);
    await admin.goto('/admin/dashboard');
    await expect(queueCard(admin, email)).toBeVisible();
    await expectNoAxeViolations(admin);

    // Tab to the card's button, Enter opens it.
    await pressUntilFocused(
      admin,
      'Tab',
      queueCard(admin, email).getByRole('button', { name: `Analyse the submission from ${email}` }),
    );
    await admin.keyboard.press('Enter');
    const analysis = reviewPanel(admin, 'Analysis');
    await expect(analysis.getByRole('checkbox', { name: RISK_FLAGS[0] })).toBeVisible();

    // "?" lists the keys; Escape closes the list.
    await admin.keyboard.press('?');
    const shortcuts = admin.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts).toBeVisible();
    for (const key of ['j', 'k', 'x', 'g', 's'])
      await expect(shortcuts.locator('kbd', { hasText: new RegExp(`^${key}$`) })).toBeVisible();
    await expect(shortcuts.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoAxeViolations(admin);
    await admin.keyboard.press('Escape');
    await expect(shortcuts).toHaveCount(0);

    // j moves through the boxes, x ticks the focused one.
    for (const flag of RISK_FLAGS) {
      const box = analysis.getByRole('checkbox', { name: flag });
      await moveTo(admin, box);
      await admin.keyboard.press('x');
      await expect(box).toBeChecked();
    }
    await expect(admin.getByTestId('live-risk-level')).toContainText('High');

    // Keys typed into a field are text: g there generates nothing. Tab leaves the field.
    const connections = analysis.getByRole('spinbutton', { name: 'Number of connections' });
    await pressUntilFocused(admin, 'Tab', connections);
    await admin.keyboard.type('g');
    await expect(connections).toBeFocused();
    await expect(reviewPanel(admin, 'Preview')).toHaveCount(0);
    await admin.keyboard.press('ControlOrMeta+A');
    await admin.keyboard.type('120');
    await expect(connections).toHaveValue('120');
    await pressUntilFocused(admin, 'Tab', analysis.getByRole('checkbox', { name: RISK_FLAGS[0] }));

    await admin.keyboard.press('g');
    await expect(reportField(admin)).toHaveValue(/Risk level: High/);
    // s asks first; Enter confirms.
    await admin.keyboard.press('s');
    await expect(admin.getByRole('dialog', { name: 'Send this reply?' })).toBeVisible();
    await admin.keyboard.press('Enter');
    await expect(admin.getByText(MESSAGES.admin.replySent(email)).first()).toBeVisible();

    const mine = await apiCall<UserSubmissionsResponse>(
      stack,
      'GET',
      API_PATHS.contact.userSubmissions,
      customer.auth.access,
    );
    expect(
      mine.body.find((submission) => submission.id === customer.submissionId)?.is_processed,
    ).toBe(true);
    await admin.context().close();
  });
});
