import {
  API_PATHS,
  INVALID_ID,
  QUEUE_MESSAGES,
  type QueuePosition,
  SUBMISSION_NOT_FOUND,
} from '@profileproof/contracts';
import { Submission } from '../src/submissions/entities/submission.entity';
import {
  ESTIMATE_STEP_MINUTES,
  MIN_REVIEW_HOURS,
} from '../src/submissions/queue-position.estimate';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const STEP_MS = ESTIMATE_STEP_MINUTES * 60_000;

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
    return seed(who, {
      createdAt,
      isProcessed: true,
      adminReplyDate: new Date(createdAt.getTime() + hours * HOUR_MS),
    });
  };

  /** The position and the estimate read from what is in the table: each test starts from an empty one. */
  const clearSubmissions = () => api.dataSource.query('DELETE FROM "submissions"');

  const queueOf = (id: number | string, who: TestAccount = owner) =>
    api.request(API_PATHS.contact.queue(id), bearer(who.token));

  async function position(id: number, who: TestAccount = owner): Promise<QueuePosition> {
    const response = await queueOf(id, who);
    const body: unknown = await response.json();
    if (response.status !== 200)
      throw new Error(`Expected 200, got ${response.status}: ${JSON.stringify(body)}`);
    return body as QueuePosition;
  }

  describe('who may ask', () => {
    it('answers 401 without or with a bad token', async () => {
      const id = await seed(owner);
      expect((await api.request(API_PATHS.contact.queue(id))).status).toBe(401);
      expect((await api.request(API_PATHS.contact.queue(id), bearer('not-a-token'))).status).toBe(
        401,
      );
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
      for (const id of [
        await seed(owner, { isProcessed: true, adminReplyDate: new Date() }),
        await seed(owner, { isProcessed: true }),
      ]) {
        const response = await queueOf(id);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ detail: QUEUE_MESSAGES.alreadyReviewed });
      }
    });

    it('is documented in OpenAPI under the contact tag, with the decision on tiers, lateness and claims', async () => {
      type Operation = { tags: string[]; description: string; responses: Record<string, unknown> };
      type Schema = {
        required: string[];
        properties: Record<string, { type: string; description: string }>;
      };
      const { paths, components } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
        components: { schemas: Record<string, Schema> };
      };
      const operation = paths['/api/contact/submissions/{id}/queue'].get;
      expect(operation.tags).toEqual(['contact']);
      expect(operation.description).toContain('earliest due first');
      expect(operation.description).toContain('`late`');
      expect(operation.description).toContain('`in_review`');
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '404', '409']),
      );
      const answer = components.schemas['QueuePositionDto'];
      expect(answer.required).toEqual(
        expect.arrayContaining(['position', 'ahead', 'expected_reply_by', 'late', 'in_review']),
      );
      expect(answer.properties['late']).toMatchObject({
        type: 'boolean',
        description: expect.stringContaining('promise'),
      });
      expect(answer.properties['in_review']).toMatchObject({
        type: 'boolean',
        description: expect.stringContaining('claim'),
      });
    });
  });

  describe('position', () => {
    it("follows the admin queue's order: earliest due first, then oldest, the lower id first among equals", async () => {
      await clearSubmissions();
      const premium = await account({ tier: 'premium', endDate: null });
      const base = Date.now() - 5 * DAY_MS;
      const at = (hours: number) => new Date(base + hours * HOUR_MS);
      const first = await seed(stranger, { createdAt: at(0) });
      // Reviewed, deleted and later-due ones are not ahead.
      await seed(stranger, { createdAt: at(0.5), isProcessed: true, adminReplyDate: at(1) });
      await seed(stranger, { createdAt: at(0.7), isProcessed: true, deletedAt: at(2) });
      const tieFirst = await seed(stranger, { createdAt: at(1) });
      const mine = await seed(owner, { createdAt: at(1) });
      // Premium, made after the Free ones, is due first (1 h window against 24 h): served first.
      const later = await seed(premium, { createdAt: at(2) });
      const mineLater = await seed(owner, { createdAt: at(3) });

      expect(await position(later, premium)).toMatchObject({ position: 1, ahead: 0 });
      expect(await position(first, stranger)).toMatchObject({ position: 2, ahead: 1 });
      expect(await position(tieFirst, stranger)).toMatchObject({ position: 3, ahead: 2 });
      expect(await position(mine)).toMatchObject({ position: 4, ahead: 3 });
      expect(await position(mineLater)).toMatchObject({ position: 5, ahead: 4 });

      // Reviewing the first moves everyone up; re-opening puts it back in its place.
      await api.dataSource.getRepository(Submission).update({ id: first }, { isProcessed: true });
      expect(await position(mine)).toMatchObject({ position: 3, ahead: 2 });
      await api.dataSource.getRepository(Submission).update({ id: first }, { isProcessed: false });
      expect(await position(mine)).toMatchObject({ position: 4, ahead: 3 });
    });
  });

  describe('expected reply time (QUEUE_ESTIMATE)', () => {
    const expectedAt = (createdAt: Date, hours: number) =>
      new Date(createdAt.getTime() + hours * HOUR_MS).toISOString();

    /**
     * The answer of a submission asked about between `before` and `after`: `reviews` reviews of
     * `hours` from the moment of the answer, rounded up to the step.
     */
    function expectReviewsFromNow(
      answer: QueuePosition,
      reviews: number,
      hours: number,
      before: number,
      after: number,
    ) {
      const expected = Date.parse(answer.expected_reply_by);
      expect(expected).toBeGreaterThanOrEqual(before + reviews * hours * HOUR_MS);
      expect(expected).toBeLessThan(after + reviews * hours * HOUR_MS + STEP_MS);
      expect(expected % STEP_MS).toBe(0);
      expect(answer.late).toBe(false);
    }

    it('without any reply yet: the promise, the plan’s window (Free 24 h, Basic 4 h)', async () => {
      await clearSubmissions();
      const basic = await account({ tier: 'basic', endDate: new Date(Date.now() + 30 * DAY_MS) });
      const createdAt = new Date(Date.now() - HOUR_MS);
      expect(await position(await seed(owner, { createdAt }))).toMatchObject({
        expected_reply_by: expectedAt(createdAt, 24),
        late: false,
      });
      expect(await position(await seed(basic, { createdAt }), basic)).toMatchObject({
        expected_reply_by: expectedAt(createdAt, 4),
        late: false,
      });
    });

    it('grows with the position: one review of the recent median for the submission and one for each ahead', async () => {
      await clearSubmissions();
      // Median of 1, 2 and 9 hours: 2.
      for (const hours of [1, 2, 9]) await replied(hours);
      const at = (minutes: number) => new Date(Date.now() - 60 * 60_000 + minutes * 60_000);
      const first = await seed(stranger, { createdAt: at(0) });
      const second = await seed(owner, { createdAt: at(1) });
      const third = await seed(owner, { createdAt: at(2) });

      const before = Date.now();
      const answers = [
        await position(first, stranger),
        await position(second),
        await position(third),
      ];
      const after = Date.now();
      expect(answers.map((answer) => answer.ahead)).toEqual([0, 1, 2]);
      answers.forEach((answer, index) => expectReviewsFromNow(answer, index + 1, 2, before, after));
      // Next in line and 1 ahead of you do not share a time.
      expect(new Set(answers.map((answer) => answer.expected_reply_by)).size).toBe(3);

      // The first is answered: everyone behind it moves up a review.
      await api.dataSource.getRepository(Submission).update({ id: first }, { isProcessed: true });
      const movedBefore = Date.now();
      const moved = await position(third);
      expectReviewsFromNow(moved, 2, 2, movedBefore, Date.now());
    });

    it("stops at the plan's promise: far back in the queue, the promise is the estimate", async () => {
      await clearSubmissions();
      const premium = await account({ tier: 'premium', endDate: null });
      // Median 30 hours: beyond the free plan's 24 even for the first in line.
      for (const hours of [10, 30, 40]) await replied(hours);
      const createdAt = new Date(Date.now() - HOUR_MS);
      const lapsed = await account({ tier: 'basic', endDate: new Date(Date.now() - 1_000) });
      expect((await position(await seed(owner, { createdAt }))).expected_reply_by).toBe(
        expectedAt(createdAt, 24),
      );
      expect((await position(await seed(premium, { createdAt }), premium)).expected_reply_by).toBe(
        expectedAt(createdAt, 1),
      );
      // An expired subscription is free.
      expect((await position(await seed(lapsed, { createdAt }), lapsed)).expected_reply_by).toBe(
        expectedAt(createdAt, 24),
      );
    });

    it(`takes a review to last at least ${MIN_REVIEW_HOURS} h, however fast the recent replies`, async () => {
      await clearSubmissions();
      for (let index = 0; index < 3; index += 1) await replied(0.01);
      const before = Date.now();
      const answer = await position(await seed(owner, { createdAt: new Date(before - 60_000) }));
      expectReviewsFromNow(answer, 1, MIN_REVIEW_HOURS, before, Date.now());
    });

    it('past the promise: late, and the time given is the promise, which no longer moves', async () => {
      await clearSubmissions();
      await replied(2);
      const basic = await account({ tier: 'basic', endDate: null });
      const createdAt = new Date(Date.now() - 25 * HOUR_MS);
      const overdue = await seed(owner, { createdAt });
      const first = await position(overdue);
      expect(first).toEqual({
        position: 1,
        ahead: 0,
        expected_reply_by: expectedAt(createdAt, 24),
        late: true,
        in_review: false,
      });
      // Asked again, the answer is the same: no time that creeps forward.
      expect(await position(overdue)).toEqual(first);
      // Basic is late past its 4 hours.
      expect(await position(await seed(basic, { createdAt }), basic)).toMatchObject({
        expected_reply_by: expectedAt(createdAt, 4),
        late: true,
      });
      // Just within the promise: not late yet.
      expect(
        (await position(await seed(owner, { createdAt: new Date(Date.now() - 23 * HOUR_MS) })))
          .late,
      ).toBe(false);
    });

    it('leaves out deleted submissions and those reviewed without a reply from the median', async () => {
      await clearSubmissions();
      await replied(4);
      const hidden = await replied(100);
      await api.dataSource
        .getRepository(Submission)
        .update({ id: hidden }, { deletedAt: new Date() });
      await seed(stranger, { createdAt: new Date(Date.now() - 300 * HOUR_MS), isProcessed: true });
      const before = Date.now();
      const answer = await position(await seed(owner, { createdAt: new Date(before - 60_000) }));
      expectReviewsFromNow(answer, 1, 4, before, Date.now());
    });
  });

  describe('in review (a live claim)', () => {
    const claimPath = (id: number) => API_PATHS.admin.claim(id);
    const claim = (id: number) =>
      api.request(claimPath(id), { method: 'POST', ...bearer(admin.token) });
    const release = (id: number) =>
      api.request(claimPath(id), { method: 'DELETE', ...bearer(admin.token) });

    it('is true only while an admin holds a claim on that submission: not before, not after release or lapse', async () => {
      await clearSubmissions();
      const mine = await seed(owner, { createdAt: new Date(Date.now() - 2 * HOUR_MS) });
      const other = await seed(stranger, { createdAt: new Date(Date.now() - HOUR_MS) });
      expect((await position(mine)).in_review).toBe(false);

      expect((await claim(other)).status).toBe(200);
      // Someone else's submission being worked on says nothing about this one.
      expect((await position(mine)).in_review).toBe(false);
      expect((await position(other, stranger)).in_review).toBe(true);

      expect((await claim(mine)).status).toBe(200);
      expect(await position(mine)).toMatchObject({ in_review: true, late: false, ahead: 0 });

      expect((await release(mine)).status).toBe(200);
      expect((await position(mine)).in_review).toBe(false);

      // A claim that has lapsed (its holder left without releasing it) is no claim.
      expect((await claim(mine)).status).toBe(200);
      await api.dataSource.query(
        `UPDATE "submission_claims" SET "claimed_until" = $2 WHERE "submission_id" = $1`,
        [mine, new Date(Date.now() - 1_000)],
      );
      expect((await position(mine)).in_review).toBe(false);
    });

    it('says in review and late together when a late submission is being worked on', async () => {
      await clearSubmissions();
      const overdue = await seed(owner, { createdAt: new Date(Date.now() - 30 * HOUR_MS) });
      expect((await claim(overdue)).status).toBe(200);
      expect(await position(overdue)).toMatchObject({ late: true, in_review: true });
    });
  });
});
