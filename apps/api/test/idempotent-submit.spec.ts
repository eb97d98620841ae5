import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  MESSAGES,
  PROFILE_SUBMITTED,
  type SubmitResponse,
  type SubscriptionResponse,
} from '@profileproof/contracts';
import { Submission } from '../src/submissions/entities/submission.entity';
import { IDEMPOTENCY_KEY_TTL_MS } from '../src/submissions/submissions.service';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Idempotent submits (issue 37, item 2): one request intent is one submission. A repeat with the
 * same Idempotency-Key and body answers the first answer; another body with that key is a 422.
 */
describe('POST /api/contact/submit/ with an Idempotency-Key', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'idempotent-submit-spec');
  });

  afterAll(async () => {
    await api?.close();
  });

  const submit = (who: TestAccount, body: unknown, key?: string) => {
    const init = json(body, { token: who.token });
    if (key !== undefined) (init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER] = key;
    return api.request(API_PATHS.contact.submit, init);
  };
  const rowsOf = (who: TestAccount) =>
    api.dataSource.getRepository(Submission).countBy({ userId: who.id });
  const usedBy = async (who: TestAccount) => {
    const response = await api.request(API_PATHS.auth.subscription, bearer(who.token));
    return ((await response.json()) as SubscriptionResponse).usage.used;
  };
  const profile = (handle: string) => ({ linkedin_url: `https://www.linkedin.com/in/${handle}` });

  it('answers a repeat with the same key and body with the first answer: one row, one quota unit', async () => {
    const who = await account({ tier: 'basic' });
    const first = await submit(who, { ...profile('key-once'), message: 'Hi' }, 'key-1');
    expect(first.status).toBe(201);
    const firstAnswer = (await first.json()) as SubmitResponse;
    expect(firstAnswer).toMatchObject({ message: PROFILE_SUBMITTED, limit_reached: false });

    const again = await submit(who, { ...profile('key-once'), message: 'Hi' }, 'key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(firstAnswer);
    expect(await rowsOf(who)).toBe(1);
    expect(await usedBy(who)).toBe(1);
  });

  it('takes two identical submits at once on a paid plan as one: the same answer twice, one row', async () => {
    const who = await account({ tier: 'basic' });
    const body = profile('key-race');
    const answers = await Promise.all([
      submit(who, body, 'race-key'),
      submit(who, body, 'race-key'),
      submit(who, body, 'race-key'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as SubmitResponse[];
    expect(new Set(bodies.map((answer) => answer.submission_id)).size).toBe(1);
    expect(await rowsOf(who)).toBe(1);
    expect(await usedBy(who)).toBe(1);
  });

  it('refuses the same key with another body (422, nothing stored)', async () => {
    const who = await account({ tier: 'basic' });
    expect((await submit(who, profile('key-body-a'), 'key-x')).status).toBe(201);
    for (const other of [
      profile('key-body-b'),
      { ...profile('key-body-a'), message: 'Another message' },
    ]) {
      const response = await submit(who, other, 'key-x');
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ detail: IDEMPOTENCY_KEY_REUSED });
    }
    expect(await rowsOf(who)).toBe(1);
  });

  it('reads the body as the submit does: another form of the same link is the same request', async () => {
    const who = await account({ tier: 'basic' });
    const first = await submit(who, profile('key-forms'), 'key-forms');
    const again = await submit(
      who,
      { linkedin_url: 'https://ca.linkedin.com/in/Key-Forms/?trk=x' },
      'key-forms',
    );
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await rowsOf(who)).toBe(1);
  });

  it('keeps keys per user: the same key of another user is another submission', async () => {
    const [one, two] = [await account({ tier: 'basic' }), await account({ tier: 'basic' })];
    expect((await submit(one, profile('per-user'), 'shared-key')).status).toBe(201);
    expect((await submit(two, profile('per-user'), 'shared-key')).status).toBe(201);
    expect((await submit(two, profile('per-user-b'), 'shared-key')).status).toBe(422);
    expect(await rowsOf(one)).toBe(1);
    expect(await rowsOf(two)).toBe(1);
  });

  it('makes a new key for the same pending profile the pending duplicate: 200, no new row', async () => {
    const who = await account({ tier: 'basic' });
    expect((await submit(who, profile('new-key-same-profile'), 'first-key')).status).toBe(201);
    const second = await submit(who, profile('new-key-same-profile'), 'second-key');
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ already_pending: true });
    // And the duplicate's answer is what that key replays.
    expect((await submit(who, profile('new-key-same-profile'), 'second-key')).status).toBe(200);
    expect(await rowsOf(who)).toBe(1);
  });

  it('does not keep a refusal: the quota refuses again, and a key never replays a 403 as a success', async () => {
    const free = await account();
    expect((await submit(free, profile('free-first'), 'free-1')).status).toBe(201);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await submit(free, profile('free-second'), 'free-2');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ detail: MESSAGES.submit.limitReached });
    }
    expect(await rowsOf(free)).toBe(1);
  });

  it('forgets a key after 24 hours: a repeat then is a new request', async () => {
    const who = await account({ tier: 'basic' });
    expect((await submit(who, profile('old-key-a'), 'old-key')).status).toBe(201);
    await api.dataSource.query(
      `UPDATE "submission_idempotency_keys" SET "created_at" = "created_at" - $2 * interval '1 millisecond' WHERE "user_id" = $1`,
      [who.id, IDEMPOTENCY_KEY_TTL_MS + 1000],
    );
    // The expired key is free again: another body is a new submission, not a 422.
    expect((await submit(who, profile('old-key-b'), 'old-key')).status).toBe(201);
    expect(await rowsOf(who)).toBe(2);
    const [{ count }] = (await api.dataSource.query(
      `SELECT count(*)::int AS "count" FROM "submission_idempotency_keys" WHERE "user_id" = $1`,
      [who.id],
    )) as Array<{ count: number }>;
    expect(count).toBe(1);
  });

  it.each([
    ['an empty key', ''],
    ['a blank key', '   '],
    ['a key longer than 255 characters', 'k'.repeat(256)],
  ])('refuses %s (400, nothing stored)', async (_case, key) => {
    const who = await account({ tier: 'basic' });
    const response = await submit(who, profile('bad-key'), key);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: IDEMPOTENCY_KEY_INVALID });
    expect(await rowsOf(who)).toBe(0);
  });

  it('accepts a key of 255 characters', async () => {
    const who = await account({ tier: 'basic' });
    expect((await submit(who, profile('long-key'), 'k'.repeat(255))).status).toBe(201);
  });

  it('keeps the spec client working without a key', async () => {
    const who = await account({ tier: 'basic' });
    const response = await submit(who, {
      linkedin_url: 'https://www.linkedin.com/in/no-key',
      message: 'x',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: PROFILE_SUBMITTED,
      limit_reached: false,
    });
  });
});
