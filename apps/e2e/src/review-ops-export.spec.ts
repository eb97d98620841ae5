import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { EXPORT_COLUMNS } from '@profileproof/contracts';
import type { Page } from '@playwright/test';
import { expect, test, TEST_ADMIN } from './support/fixtures';
import { customerWithSubmission, heading, reviewAndSend, signedInPage, type Customer } from './support/review-ops';

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

test.describe('review operations: CSV export', () => {
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
      const cell = (column: (typeof EXPORT_COLUMNS)[number]) => row?.[EXPORT_COLUMNS.indexOf(column)];
      expect(cell('id')).toBe(String(customer.submissionId));
      expect(cell('profile_url')).toBe(customer.profileUrl);
      expect(Date.parse(cell('replied_at') ?? '')).not.toBeNaN();
      expect(cell('risk_level')).toBe('High');
      expect(cell('tier')).toBe('free');
    }
    expect(rowOf(rows, pending)).toBeUndefined();

    // A range of reply dates that ends before today: the header row alone.
    const range = admin.getByRole('form', { name: 'Export reviewed submissions' });
    await range.getByLabel('From', { exact: true }).fill('2001-01-01');
    await range.getByLabel('To', { exact: true }).fill('2001-01-31');
    const empty = await exportCsv(admin);
    expect(empty.rows).toEqual([[...EXPORT_COLUMNS]]);

    await admin.context().close();
  });
});
