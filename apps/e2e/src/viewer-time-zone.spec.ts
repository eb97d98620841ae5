import type { Browser, Page } from '@playwright/test';
import { Client } from 'pg';
import { createDefaultFormData, generateReport } from '@profileproof/analysis';
import { API_PATHS, routeTo, ROUTES } from '@profileproof/contracts';
import { apiLogin, type Credentials, useSessionInBrowser } from './support/accounts';
import { expect, type ProductStack, test, TEST_ADMIN } from './support/fixtures';
import { apiCall, type Customer, customerWithSubmission, queueCard } from './support/review-desk';

/*
 * The viewer's days (issue 37, item 4): the admin console's chart counts the days the cards beside
 * it show, and the customer's report date is the day of its "Received on", for browsers in Los
 * Angeles (UTC-8, UTC-7 in summer) and Kolkata (UTC+5:30) looking at submissions around both
 * midnights. The rows' times are set in the database: the run needs one on a PostgreSQL server
 * (DATABASE_URL, as CI runs it).
 */

const LOS_ANGELES = 'America/Los_Angeles';
const KOLKATA = 'Asia/Kolkata';
const ZONES = [LOS_ANGELES, KOLKATA] as const;
const DAY_MS = 86_400_000;

/** A UTC day three days back (inside the chart's 30 days in any zone), and instants of it. */
const D = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) - 3 * DAY_MS)
  .toISOString()
  .slice(0, 10);
const at = (time: string) => new Date(`${D}T${time}Z`);
/**
 * 06:50Z: 22:50 (or 23:50 in summer) the evening before in Los Angeles; 08:20Z: just past its
 * midnight in winter; 18:10Z: 23:40 in Kolkata; 19:00Z: 00:30 the next day in Kolkata.
 */
const INSTANTS = [at('06:50'), at('08:20'), at('18:10'), at('19:00')];

/** 'Nov 25' of an instant in `zone`, as the console writes chart days (en-US). */
const shortDay = (instant: Date, zone: string) =>
  instant.toLocaleDateString('en-US', { timeZone: zone, month: 'short', day: 'numeric' });
/** 'YYYY-MM-DD' of an instant in `zone`. */
const isoDayIn = (instant: Date, zone: string) =>
  instant.toLocaleDateString('en-CA', { timeZone: zone });

async function withDatabase<T>(stack: ProductStack, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: stack.databaseUrl ?? undefined });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A browser of its own in `timezoneId`, signed in as `credentials`. */
async function pageIn(
  browser: Browser,
  stack: ProductStack,
  timezoneId: string,
  credentials: Credentials,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.shellUrl, timezoneId, viewport });
  const page = await context.newPage();
  await useSessionInBrowser(page, await apiLogin(stack.apiBaseUrl, credentials));
  return page;
}

test.describe("the viewer's days", () => {
  test.skip(
    !process.env['DATABASE_URL'],
    'Places rows at given instants in the database: run with DATABASE_URL (CI does)',
  );

  const customers: Customer[] = [];

  test.beforeAll(async ({ stack, mailbox }) => {
    test.setTimeout(120_000);
    for (const [index, createdAt] of INSTANTS.entries()) {
      const customer = await customerWithSubmission(stack, mailbox, `zone-${index}`);
      customers.push(customer);
      // Submitted at that instant, and due first in the queue (its window from then on).
      await withDatabase(stack, (db) =>
        db.query(
          `UPDATE "submissions" SET "created_at" = $2, "due_by" = $2::timestamptz + interval '1 hour' WHERE "id" = $1`,
          [customer.submissionId, createdAt],
        ),
      );
    }
  });

  for (const zone of ZONES) {
    test(`in ${zone}, the chart's bar for a day holds the cards that show that day`, async ({
      browser,
      stack,
    }) => {
      const admin = await pageIn(browser, stack, zone, TEST_ADMIN);
      const statsCall = admin.waitForRequest((request) =>
        request.url().includes(API_PATHS.admin.stats),
      );
      await admin.goto(ROUTES.adminDashboard);
      // The console asks for the browser's days, and says so under the chart.
      expect(new URL((await statsCall).url()).searchParams.get('tz')).toBe(
        await admin.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
      );
      const chart = admin.getByRole('figure').filter({ hasText: 'Submissions per day' });
      await expect(chart).toContainText('Days in your time zone');

      const cardDays: string[] = [];
      for (const customer of customers) {
        const card = queueCard(admin, customer.credentials.email);
        await expect(card).toBeVisible();
        const submitted = await card.locator('.queue-card__waited').getAttribute('title');
        // 'Submitted Nov 25, 2026, 10:50 PM' -> 'Nov 25'
        const day = /^Submitted (\w{3} \d{1,2}),/.exec(submitted ?? '')?.[1];
        expect(day, `the card's date: ${submitted}`).toBeDefined();
        cardDays.push(day as string);
      }
      // The browser's own reading of each instant.
      expect(cardDays).toEqual(INSTANTS.map((instant) => shortDay(instant, zone)));

      const table = chart.getByRole('table', { name: 'Submissions per day', includeHidden: true });
      for (const day of new Set(cardDays)) {
        const row = table.getByRole('row', { name: new RegExp(`^${day} `), includeHidden: true });
        await expect(row.getByRole('cell', { includeHidden: true })).toHaveText(
          String(cardDays.filter((other) => other === day).length),
        );
      }
      // Around the midnights: Los Angeles puts 06:50Z on the evening before, Kolkata 19:00Z on the next day.
      if (zone === LOS_ANGELES) expect(cardDays[0]).not.toBe(cardDays[2]);
      if (zone === KOLKATA) expect(cardDays[3]).not.toBe(cardDays[2]);

      for (const size of [1280, 390]) {
        await admin.setViewportSize({ width: size, height: 900 });
        await chart.scrollIntoViewIfNeeded();
        await admin.screenshot({
          path: test.info().outputPath(`viewer-zone-chart-${zone.replace('/', '-')}-${size}.png`),
        });
      }
      await admin.context().close();
    });
  }

  test("the customer's report date is the day of its 'Received on', in the customer's zone", async ({
    browser,
    stack,
  }) => {
    // Replied at 19:00Z: 11:00 or 12:00 in Los Angeles, already the next day in Kolkata.
    const customer = customers[3];
    const repliedAt = INSTANTS[3];
    const adminAuth = await apiLogin(stack.apiBaseUrl, TEST_ADMIN);
    // The reviewer, in Kolkata, writes the next day's date into the report (its browser's calendar).
    const [year, month, day] = isoDayIn(repliedAt, KOLKATA).split('-').map(Number);
    const reply = generateReport(createDefaultFormData(customer.profileUrl), {
      profileUrl: customer.profileUrl,
      generatedAt: new Date(year, month - 1, day, 12),
    });
    const sent = await apiCall(
      stack,
      'POST',
      API_PATHS.contact.reply(customer.submissionId),
      adminAuth.access,
      {
        reply,
        analysis: {},
      },
    );
    expect(sent.status).toBe(200);
    await withDatabase(stack, (db) =>
      db.query(`UPDATE "submissions" SET "admin_reply_date" = $2 WHERE "id" = $1`, [
        customer.submissionId,
        repliedAt,
      ]),
    );

    for (const zone of ZONES) {
      for (const width of [1280, 390]) {
        const page = await pageIn(browser, stack, zone, customer.credentials, {
          width,
          height: 900,
        });
        await page.goto(routeTo.submission(customer.submissionId));
        const received = page.getByText(/^Received on/);
        await expect(received).toBeVisible();
        const receivedIso = await received.locator('time').getAttribute('datetime');
        // 'Received on Nov 25, 2026, 11:00 AM' -> the day of the month shown.
        const receivedText = (await received.textContent()) ?? '';
        const receivedDay = /Received on (\w{3}) (\d{1,2}), (\d{4})/.exec(receivedText);
        expect(receivedDay, receivedText).not.toBeNull();
        const reportDay = /Report date: (\d{1,2}) (\w+) (\d{4})/.exec(
          (await page.locator('.pp-report-words').textContent()) ?? '',
        );
        expect(reportDay).not.toBeNull();
        // Same day, month and year on both.
        expect([reportDay?.[1], reportDay?.[2].slice(0, 3), reportDay?.[3]]).toEqual([
          receivedDay?.[2],
          receivedDay?.[1],
          receivedDay?.[3],
        ]);
        // Which is the customer's day of the reply (the stored text says Kolkata's).
        expect(Number(reportDay?.[1])).toBe(Number(isoDayIn(repliedAt, zone).slice(8)));
        expect(new Date(receivedIso ?? '').toISOString()).toBe(repliedAt.toISOString());
        await page.screenshot({
          path: test.info().outputPath(`viewer-zone-report-${zone.replace('/', '-')}-${width}.png`),
          fullPage: true,
        });
        await page.context().close();
      }
    }
  });

  test("the reviewed list's Replied from/to are the admin's days", async ({ browser, stack }) => {
    const customer = customers[3];
    const repliedAt = INSTANTS[3];
    for (const zone of ZONES) {
      const admin = await pageIn(browser, stack, zone, TEST_ADMIN);
      const local = isoDayIn(repliedAt, zone);
      const other =
        zone === LOS_ANGELES ? isoDayIn(repliedAt, KOLKATA) : isoDayIn(repliedAt, LOS_ANGELES);
      expect(other).not.toBe(local);
      const listCall = admin.waitForResponse((response) =>
        response.url().includes(API_PATHS.admin.processed),
      );
      await admin.goto(`${ROUTES.adminReviewed}?from=${local}&to=${local}`);
      expect(new URL((await listCall).url()).searchParams.get('tz')).toBeTruthy();
      const row = admin.getByRole('article', { name: customer.credentials.email });
      await expect(row).toBeVisible();
      const otherCall = admin.waitForResponse(
        (response) =>
          response.url().includes(API_PATHS.admin.processed) &&
          new URL(response.url()).searchParams.get('from') === other,
      );
      await admin.goto(`${ROUTES.adminReviewed}?from=${other}&to=${other}`);
      const page = (await (await otherCall).json()) as { submissions: { id: number }[] };
      expect(page.submissions.map((submission) => submission.id)).not.toContain(
        customer.submissionId,
      );
      await expect(row).toHaveCount(0);
      await admin.context().close();
    }
  });
});
