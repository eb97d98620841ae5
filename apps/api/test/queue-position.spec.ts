import { API_PATHS, QUEUE_MESSAGES, type QueuePosition } from '@profileproof/contracts';
import { INVALID_ID } from '../src/app/id-param';
import { SUBMISSION_NOT_FOUND } from '../src/submissions/admin/review-messages';
import { Submission } from '../src/submissions/entities/submission.entity';
import { NO_HISTORY_ESTIMATE_HOURS } from '../src/submissions/queue-position.service';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface SeedOptions {
  createdAt?: Date;
  isProcessed?: boolean;
  adminReplyDate?: Date | null;
  deletedAt?: Date | null;
}

describe('GET /api/contact/submissions/{id}/queue/ (queue position)', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let owner: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'queue-spec');
    owner = await account();
    stranger = await account();
    admin = await account({ role: 'admin' });
  });

  afterAll(async () => {
    await api?.close();
  });

  /** A submission stored directly, pending unless told otherwise. */
  async function seed(who: TestAccount, options: SeedOptions = {}): Promise<number> {
    return insertSubmission(api, who.id, {
      isProcessed: options.isProcessed ?? false,
      adminReply: options.adminReplyDate ? 'Report' : null,
      adminReplyDate: options.adminReplyDate ?? null,
      deletedAt: options.deletedAt ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    });
  }

  /** A reviewed submission replied `hours` after it was submitted (the median reads these). */
  const replied = (hours: number, who: TestAccount = stranger) => {
    const createdAt = new Date(Date.now() - 10 * DAY_MS);
    return seed(who, { createdAt, isProcessed: true, adminReplyDate: new Date(createdAt.getTime() + hours * HOUR_MS) });
  };

  /** The position and the estimate read from what is in the table: each test starts from an empty one. */
  const clearSubmissions = () => api.dataSource.query('DELETE FROM "submissions"');

  const queueOf = (id: number | string, who: TestAccount = owner) => api.request(API_PATHS.contact.queue(id), bearer(who.token));

  async function position(id: number, who: TestAccount = owner): Promise<QueuePosition> {
    const response = await queueOf(id, who);
    const body: unknown = await response.json();
    if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${JSON.stringify(body)}`);
    return body as QueuePosition;
  }

  describe('who may ask', () => {
    it('answers 401 without or with a bad token', async () => {
      const id = await seed(owner);
      expect((await api.request(API_PATHS.contact.queue(id))).status).toBe(401);
      expect((await api.request(API_PATHS.contact.queue(id), bearer('not-a-token'))).status).toBe(401);
    });

    it("answers 404 for another user's, a missing and a deleted submission alike (an admin's included)", async () => {
      const mine = await seed(owner);
      const deleted = await seed(owner, { isProcessed: true, deletedAt: new Date() });
      const notFound = { detail: SUBMISSION_NOT_FOUND };
      for (const [id, who] of [
        [mine, stranger],
        [mine, admin],
        [deleted, owner],
        [2_147_483_647, owner],
      ] as const) {
        const response = await queueOf(id, who);
        expect({ id, status: response.status }).toEqual({ id, status: 404 });
        expect(await response.json()).toEqual(notFound);
      }
    });

    it("answers an admin about the admin's own submission, a user about theirs", async () => {
      await clearSubmissions();
      const own = await seed(admin, { createdAt: new Date(Date.now() - 2 * HOUR_MS) });
      const mine = await seed(owner, { createdAt: new Date(Date.now() - HOUR_MS) });
      expect(await position(own, admin)).toMatchObject({ position: 1, ahead: 0 });
      expect(await position(mine)).toMatchObject({ position: 2, ahead: 1 });
    });

    it('refuses ids that no row can have with 400', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '2147483648']) {
        const response = await queueOf(id);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ detail: INVALID_ID });
      }
    });

    it('answers 409 once the submission is reviewed, with or without a reply', async () => {
      for (const id of [await seed(owner, { isProcessed: true, adminReplyDate: new Date() }), await seed(owner, { isProcessed: true })]) {
        const response = await queueOf(id);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ detail: QUEUE_MESSAGES.alreadyReviewed });
      }
    });

    it('is documented in OpenAPI under the contact tag, with the decision on tiers', async () => {
      type Operation = { tags: string[]; description: string; responses: Record<string, unknown> };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as { paths: Record<string, Record<string, Operation>> };
      const operation = paths['/api/contact/submissions/{id}/queue'].get;
      expect(operation.tags).toEqual(['contact']);
      expect(operation.description).toContain('Higher tiers are not served first');
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404', '409']));
    });
  });

  describe('position', () => {
    it("follows the admin queue's order: pending and visible ones before it, oldest first, the lower id first among equals", async () => {
      await clearSubmissions();
      const premium = await account({ tier: 'premium', endDate: null });
      const base = Date.now() - 5 * DAY_MS;
      const at = (hours: number) => new Date(base + hours * HOUR_MS);
      const first = await seed(stranger, { createdAt: at(0) });
      // Reviewed, deleted and later ones are not ahead; a premium customer does not jump the queue.
      await seed(stranger, { createdAt: at(0.5), isProcessed: true, adminReplyDate: at(1) });
      await seed(stranger, { createdAt: at(0.7), isProcessed: true, deletedAt: at(2) });
      const tieFirst = await seed(stranger, { createdAt: at(1) });
      const mine = await seed(owner, { createdAt: at(1) });
      const later = await seed(premium, { createdAt: at(2) });
      const mineLater = await seed(owner, { createdAt: at(3) });

      expect(await position(first, stranger)).toMatchObject({ position: 1, ahead: 0 });
      expect(await position(tieFirst, stranger)).toMatchObject({ position: 2, ahead: 1 });
      expect(await position(mine)).toMatchObject({ position: 3, ahead: 2 });
      expect(await position(later, premium)).toMatchObject({ position: 4, ahead: 3 });
      expect(await position(mineLater)).toMatchObject({ position: 5, ahead: 4 });

      // Reviewing the first moves everyone up; re-opening puts it back in its place.
      await api.dataSource.getRepository(Submission).update({ id: first }, { isProcessed: true });
      expect(await position(mine)).toMatchObject({ position: 2, ahead: 1 });
      await api.dataSource.getRepository(Submission).update({ id: first }, { isProcessed: false });
      expect(await position(mine)).toMatchObject({ position: 3, ahead: 2 });
    });
  });

  describe('expected reply time (QUEUE_ESTIMATE)', () => {
    const expectedAt = (createdAt: Date, hours: number) => new Date(createdAt.getTime() + hours * HOUR_MS).toISOString();

    it('without any reply yet: the plan’s window (free 24 h), or 24 h for the immediate plans', async () => {
      await clearSubmissions();
      const basic = await account({ tier: 'basic', endDate: new Date(Date.now() + 30 * DAY_MS) });
      const createdAt = new Date(Date.now() - HOUR_MS);
      expect((await position(await seed(owner, { createdAt }))).expected_reply_by).toBe(expectedAt(createdAt, 24));
      expect((await position(await seed(basic, { createdAt }), basic)).expected_reply_by).toBe(
        expectedAt(createdAt, NO_HISTORY_ESTIMATE_HOURS),
      );
    });

    it('with replies: the recent median, capped at the window of a plan that promises one', async () => {
      await clearSubmissions();
      const basic = await account({ tier: 'basic', endDate: null });
      const lapsed = await account({ tier: 'basic', endDate: new Date(Date.now() - 1_000) });
      // Median of 10, 30 and 40 hours: 30, beyond the free plan's 24.
      for (const hours of [10, 30, 40]) await replied(hours);
      const createdAt = new Date(Date.now() - HOUR_MS);
      const free = await position(await seed(owner, { createdAt }));
      const paid = await position(await seed(basic, { createdAt }), basic);
      // An expired subscription is free.
      const expired = await position(await seed(lapsed, { createdAt }), lapsed);
      expect(free.expected_reply_by).toBe(expectedAt(createdAt, 24));
      expect(paid.expected_reply_by).toBe(expectedAt(createdAt, 30));
      expect(expired.expected_reply_by).toBe(expectedAt(createdAt, 24));

      // A faster desk: the median (2.5 h, the mean of the middle two) for everyone.
      await clearSubmissions();
      for (const hours of [1, 2, 3, 20]) await replied(hours);
      const freeNow = await position(await seed(owner, { createdAt }));
      const paidNow = await position(await seed(basic, { createdAt }), basic);
      expect(freeNow.expected_reply_by).toBe(expectedAt(createdAt, 2.5));
      expect(paidNow.expected_reply_by).toBe(expectedAt(createdAt, 2.5));
    });

    it('is never before now: an overdue submission expects its reply now', async () => {
      await clearSubmissions();
      await replied(2);
      const before = Date.now();
      const { expected_reply_by: expected } = await position(await seed(owner, { createdAt: new Date(before - 3 * DAY_MS) }));
      expect(Date.parse(expected)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(expected)).toBeLessThanOrEqual(Date.now());
    });

    it('leaves out deleted submissions and those reviewed without a reply from the median', async () => {
      await clearSubmissions();
      await replied(4);
      const hidden = await replied(100);
      await api.dataSource.getRepository(Submission).update({ id: hidden }, { deletedAt: new Date() });
      await seed(stranger, { createdAt: new Date(Date.now() - 300 * HOUR_MS), isProcessed: true });
      const createdAt = new Date(Date.now() - HOUR_MS);
      const basic = await account({ tier: 'basic', endDate: null });
      expect((await position(await seed(basic, { createdAt }), basic)).expected_reply_by).toBe(expectedAt(createdAt, 4));
    });
  });
});
