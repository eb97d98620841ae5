import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { EXPORT_COLUMNS, EXPORT_EMPTY_RANGE } from '@profileproof/contracts';
import type { Page } from '@playwright/test';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import {
  customerWithSubmission,
  heading,
  reviewAndSend,
  signedInPage,
  type Customer,
} from './support/review-desk';

/** Clicks Export CSV and reads the file the browser saved, parsed as RFC 4180 (a BOM allowed). */
async function exportCsv(page: Page): Promise<{ filename: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const content = await readFile(await file.path());
  return { filename: file.suggestedFilename(), rows: parse(content, { bom: true }) as string[][] };
}

const rowOf = (rows: string[][], customer: Customer) =>
  rows.find((row) => row[EXPORT_COLUMNS.indexOf('email')] === customer.credentials.email);

test.describe('admin: CSV export', () => {
  test('an admin exports the reviewed submissions: the download parses, with the header row and the reviewed rows', async ({
    browser,
    stack,
    mailbox,
  }) => {
    const customers = [
      await customerWithSubmission(stack, mailbox, 'exported-one'),
      await customerWithSubmission(stack, mailbox, 'exported-two'),
    ];
    const pending = await customerWithSubmission(stack, mailbox, 'not-exported');
    const admin = await signedInPage(browser, stack, TEST_ADMIN);
    await admin.goto('/admin/dashboard');
    for (const customer of customers) await reviewAndSend(admin, customer);

    await admin.goto('/admin/reviewed');
    await expect(heading(admin, 'Reviewed Submissions')).toBeVisible();
    const { filename, rows } = await exportCsv(admin);
    expect(filename).toMatch(/\.csv$/);
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    for (const customer of customers) {
      const row = rowOf(rows, customer);
      expect(row, customer.credentials.email).toBeDefined();
      const cell = (column: (typeof EXPORT_COLUMNS)[number]) =>
        row?.[EXPORT_COLUMNS.indexOf(column)];
      expect(cell('id')).toBe(String(customer.submissionId));
      expect(cell('profile_url')).toBe(customer.profileUrl);
      expect(Date.parse(cell('replied_at') ?? '')).not.toBeNaN();
      expect(cell('replied_by')).toBe(TEST_ADMIN.email);
      expect(cell('risk_level')).toBe('High');
      expect(cell('tier')).toBe('free');
    }
    expect(rowOf(rows, pending)).toBeUndefined();

    // The reviewed list says who replied.
    const item = admin.getByRole('article', { name: customers[0].credentials.email });
    await expect(item.getByText('Replied by').locator('xpath=following-sibling::dd')).toHaveText(
      TEST_ADMIN.email,
    );

    // A range of reply dates that ends before today: no file of headers, the reason instead.
    const range = admin.getByRole('form', { name: 'Export reviewed submissions' });
    await range.getByLabel('From', { exact: true }).fill('2001-01-01');
    await range.getByLabel('To', { exact: true }).fill('2001-01-31');
    let downloads = 0;
    admin.on('download', () => (downloads += 1));
    await range.getByRole('button', { name: 'Export CSV' }).click();
    await expect(range.getByRole('status')).toHaveText(EXPORT_EMPTY_RANGE);
    expect(downloads).toBe(0);

    // The export just made is on the Activity screen: who, which file, how many rows.
    await admin.goto('/admin/activity?action=export.downloaded');
    const entry = admin
      .getByRole('table', { name: /Admin activity/ })
      .getByRole('row')
      .nth(1);
    await expect(entry.getByRole('rowheader')).toHaveText('CSV exported');
    await expect(entry).toContainText(TEST_ADMIN.email);
    // The entry names the file as the API does (the browser cannot read that name across origins: it saves the fallback name).
    await expect(entry).toContainText(/reviewed-submissions-\d{4}-\d\d-\d\d\.csv/);
    await expect(entry).toContainText(
      `${rows.length - 1} ${rows.length === 2 ? 'row' : 'rows'} · all dates`,
    );

    await admin.context().close();
  });
});
