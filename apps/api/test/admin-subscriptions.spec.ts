import {
  type AdminSubscriptionListResponse,
  type AdminSubscriptionMutationResponse,
  API_PATHS,
  isMissingTableError,
  MAX_SUBSCRIPTION_DAYS,
  mentionsForeignKey,
  MESSAGES,
  PERMISSION_DENIED,
  SUBSCRIPTION_NOT_FOUND_ERROR,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
  type SubscriptionResponse,
  SUBSCRIPTIONS_TABLE_MISSING_ERROR,
  TIER_INVALID,
  TIER_REQUIRED,
  VALID_FOR_DAYS_INVALID,
} from '@profileproof/contracts';
import { Subscription } from '../src/subscriptions/entities/subscription.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

const PATH = API_PATHS.admin.userSubscription;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Refusal {
  success: false;
  error: string;
  detail: string;
  errors?: Record<string, string[]>;
}

describe('admin subscription management', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'subscriber');
    admin = await account({ role: 'admin' });
  });

  afterAll(async () => {
    await api?.close();
  });

  const assign = (body: unknown, who: TestAccount = admin) =>
    api.request(PATH, json(body, { token: who.token }));
  const remove = (query: string, who: TestAccount = admin) =>
    api.request(`${PATH}${query}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${who.token}` },
    });
  const list = async () => {
    const response = await api.request(PATH, bearer(admin.token));
    expect(response.status).toBe(200);
    return (await response.json()) as AdminSubscriptionListResponse;
  };
  const subscriptionOf = async (who: TestAccount) => {
    const response = await api.request(
      `${API_PATHS.auth.subscription}?t=${Date.now()}`,
      bearer(who.token),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriptionResponse;
  };
  const rowOf = (who: TestAccount) =>
    api.dataSource.getRepository(Subscription).findOneBy({ userId: who.id });
  const assigned = async (body: unknown) => {
    const response = await assign(body);
    const answer = (await response.json()) as AdminSubscriptionMutationResponse;
    expect({ status: response.status, answer }).toMatchObject({
      status: 200,
      answer: { success: true },
    });
    return answer;
  };
  const refused = async (response: Response, status: number): Promise<Refusal> => {
    expect(response.status).toBe(status);
    const answer = (await response.json()) as Refusal;
    expect(answer.success).toBe(false);
    expect(answer.error).toEqual(expect.any(String));
    expect(answer.detail).toBe(answer.error);
    return answer;
  };

  describe('authorization', () => {
    const calls: [string, (token?: string) => Promise<Response>][] = [
      ['GET', (token) => api.request(PATH, token ? bearer(token) : {})],
      [
        'POST',
        async (token) => {
          const target = await account();
          return api.request(PATH, json({ email: target.email, tier: 'basic' }, { token }));
        },
      ],
      [
        'DELETE',
        async (token) => {
          const target = await account({ tier: 'basic' });
          const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
          return api.request(`${PATH}?email=${encodeURIComponent(target.email)}`, {
            method: 'DELETE',
            headers,
          });
        },
      ],
    ];

    it.each(calls)(
      '%s: 401 without or with a bad token, 403 for a user (with success: false), 200 for an admin',
      async (_method, call) => {
        await refused(await call(), 401);
        await refused(await call('not-a-token'), 401);
        const user = await account();
        expect((await refused(await call(user.token), 403)).error).toBe(PERMISSION_DENIED);
        const answer = await call(admin.token);
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ success: true });
      },
    );

    it('a user cannot grant themselves a tier', async () => {
      const user = await account();
      await refused(await assign({ email: user.email, tier: 'premium' }, user), 403);
      expect(await rowOf(user)).toBeNull();
    });

    it('is documented in OpenAPI under the subscriptions tag, behind bearer security', async () => {
      type Operation = { tags: string[]; security?: unknown; responses: Record<string, unknown> };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const route = paths['/api/auth/admin/user-subscription'];
      for (const operation of [route.get, route.post, route.delete]) {
        expect(operation.tags).toEqual(['subscriptions']);
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation.responses)).toEqual(
          expect.arrayContaining(['200', '401', '403', '503']),
        );
      }
      expect(Object.keys(route.post.responses)).toEqual(expect.arrayContaining(['400', '404']));
    });
  });

  describe('POST: assign', () => {
    it("basic for 30 days: the user's own subscription says so at once, with its end date and limit", async () => {
      const user = await account();
      const before = Date.now();
      const answer = await assigned({ email: user.email, tier: 'basic', valid_for_days: 30 });
      expect(answer.data).toEqual({
        email: user.email,
        tier: 'basic',
        end_date: expect.any(String),
      });
      const endDate = Date.parse(answer.data?.end_date ?? '');
      expect(endDate).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
      expect(endDate).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

      const own = await subscriptionOf(user);
      expect(own).toMatchObject({
        tier: 'basic',
        end_date: answer.data?.end_date,
        debug_info: { source: 'subscription', expired: false },
      });
      expect(own.usage).toMatchObject({ limit: 24, remaining: 24 });
      expect(await rowOf(user)).toMatchObject({ tier: 'basic', createdById: admin.id });
    });

    it('normalises the tier (case, spaces); without valid_for_days (or null) it is unlimited', async () => {
      const user = await account();
      expect((await assigned({ email: user.email, tier: 'PREMIUM' })).data).toEqual({
        email: user.email,
        tier: 'premium',
        end_date: null,
      });
      const own = await subscriptionOf(user);
      expect(own).toMatchObject({ tier: 'premium', end_date: null });
      expect(own.usage).toMatchObject({ limit: null, remaining: null });

      const other = await account();
      expect(
        (await assigned({ email: other.email, tier: ' Basic ', valid_for_days: null })).data,
      ).toEqual({
        email: other.email,
        tier: 'basic',
        end_date: null,
      });
    });

    it('re-assigning updates the one row of the user (and moves it to the top of the list)', async () => {
      const user = await account();
      const other = await account();
      await assigned({ email: user.email, tier: 'basic', valid_for_days: 7 });
      const first = await rowOf(user);
      await assigned({ email: other.email, tier: 'basic' });
      expect((await list()).data?.[0].email).toBe(other.email);

      const secondAdmin = await account({ role: 'admin' });
      const response = await assign({ email: user.email, tier: 'premium' }, secondAdmin);
      expect(response.status).toBe(200);
      const rows = await api.dataSource.getRepository(Subscription).findBy({ userId: user.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: first?.id,
        tier: 'premium',
        endDate: null,
        createdById: secondAdmin.id,
      });
      expect(await subscriptionOf(user)).toMatchObject({
        tier: 'premium',
        subscription_id: first?.id,
        end_date: null,
      });

      const { data } = await list();
      expect(data?.[0]).toEqual({
        email: user.email,
        tier: 'premium',
        end_date: null,
        source: 'admin',
        wins: true,
        two_step_enabled: false,
        two_step_locked: false,
      });
      expect(data?.filter((row) => row.email === user.email)).toHaveLength(1);
    });

    it('finds the user by any spelling and answers with the address as stored (canonical)', async () => {
      const user = await account({ email: 'mixed.case@example.com' });
      expect(
        (await assigned({ email: '  Mixed.Case@EXAMPLE.COM ', tier: 'basic' })).data?.email,
      ).toBe('mixed.case@example.com');
      expect(await rowOf(user)).toMatchObject({ tier: 'basic' });
    });

    it(`accepts 1 to ${MAX_SUBSCRIPTION_DAYS} whole days`, async () => {
      const user = await account();
      const shortest = await assigned({ email: user.email, tier: 'basic', valid_for_days: 1 });
      expect(Date.parse(shortest.data?.end_date ?? '') - Date.now()).toBeGreaterThan(
        DAY_MS - 60_000,
      );
      const longest = await assigned({
        email: user.email,
        tier: 'basic',
        valid_for_days: MAX_SUBSCRIPTION_DAYS,
      });
      expect(Date.parse(longest.data?.end_date ?? '') - Date.now()).toBeGreaterThan(
        (MAX_SUBSCRIPTION_DAYS - 1) * DAY_MS,
      );
    });

    // As JSON text: 1e400 parses to Infinity.
    it.each([
      '0',
      '-1',
      '1.5',
      '"7"',
      String(MAX_SUBSCRIPTION_DAYS + 1),
      'true',
      '"unlimited"',
      '1e400',
      '[7]',
      '{}',
    ])('refuses valid_for_days %s with 400 and success: false, writing nothing', async (days) => {
      const user = await account();
      const body = `{"email": "${user.email}", "tier": "basic", "valid_for_days": ${days}}`;
      const answer = await refused(await assign(body), 400);
      expect(answer).toEqual({
        success: false,
        error: VALID_FOR_DAYS_INVALID,
        detail: VALID_FOR_DAYS_INVALID,
        errors: { valid_for_days: [VALID_FOR_DAYS_INVALID] },
      });
      expect(await rowOf(user)).toBeNull();
    });

    it('checks the e-mail and the tier, reporting every field', async () => {
      const user = await account();
      const cases: [unknown, Record<string, string[]>][] = [
        [{ tier: 'basic' }, { email: [MESSAGES.validation.emailRequired] }],
        [{ email: '  ', tier: 'basic' }, { email: [MESSAGES.validation.emailRequired] }],
        [{ email: 'not-an-address', tier: 'basic' }, { email: [MESSAGES.validation.emailInvalid] }],
        [{ email: 42, tier: 'basic' }, { email: [MESSAGES.validation.emailInvalid] }],
        [{ email: user.email }, { tier: [TIER_REQUIRED] }],
        [{ email: user.email, tier: 'gold' }, { tier: [TIER_INVALID] }],
        [{ email: user.email, tier: 2 }, { tier: [TIER_INVALID] }],
        [{ email: user.email, tier: 'basic', role: 'admin' }, { role: [expect.any(String)] }],
        [{}, { email: [MESSAGES.validation.emailRequired], tier: [TIER_REQUIRED] }],
      ];
      for (const [body, errors] of cases) {
        const answer = await refused(await assign(body), 400);
        expect(answer.errors).toEqual(errors);
      }
      const both = await refused(await assign({ email: 'nope', tier: 'gold' }), 400);
      expect(both.error).toBe(`${MESSAGES.validation.emailInvalid}; ${TIER_INVALID}`);
      // Refusals before validation carry the envelope too: malformed JSON, NUL characters, other content types.
      for (const body of [
        '{"email":',
        '[]',
        'null',
        JSON.stringify({ email: `${user.email}\u0000`, tier: 'basic' }),
      ]) {
        await refused(await assign(body), 400);
      }
      await refused(
        await api.request(PATH, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/plain' },
          body: 'x',
        }),
        415,
      );
      expect(await rowOf(user)).toBeNull();
    });

    it('an address no account has: 404 with the foreign-key text', async () => {
      const answer = await refused(
        await assign({ email: 'nobody@example.com', tier: 'premium' }),
        404,
      );
      expect(answer).toEqual({
        success: false,
        error: SUBSCRIPTION_USER_NOT_FOUND_ERROR,
        detail: SUBSCRIPTION_USER_NOT_FOUND_ERROR,
      });
      expect(mentionsForeignKey(answer.error)).toBe(true);
    });
  });

  describe('GET: list', () => {
    it('lists every subscription with its e-mail, most recently changed first; expired rows too', async () => {
      const expired = await account({ tier: 'basic', endDate: new Date(Date.now() - DAY_MS) });
      const fresh = await account();
      await assigned({ email: fresh.email, tier: 'premium', valid_for_days: 10 });
      const answer = await list();
      expect(answer.success).toBe(true);
      expect(answer.data?.[0]).toEqual({
        email: fresh.email,
        tier: 'premium',
        end_date: expect.any(String),
        source: 'admin',
        wins: true,
        two_step_enabled: false,
        two_step_locked: false,
      });
      // An expired grant gives no tier: it does not win.
      expect(answer.data).toContainEqual({
        email: expired.email,
        tier: 'basic',
        end_date: expect.any(String),
        source: 'admin',
        wins: false,
        two_step_enabled: false,
        two_step_locked: false,
      });
      const total = await api.dataSource.getRepository(Subscription).count();
      expect(answer.data).toHaveLength(total);
      expect((await api.request(`${PATH}?t=${Date.now()}`, bearer(admin.token))).status).toBe(200);
    });
  });

  describe('DELETE: remove', () => {
    it('removes the subscription: the user is free again; a second time is a 404', async () => {
      const user = await account();
      await assigned({ email: user.email, tier: 'premium' });
      expect((await subscriptionOf(user)).tier).toBe('premium');

      const response = await remove(`?email=${encodeURIComponent(user.email.toUpperCase())}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(await subscriptionOf(user)).toMatchObject({
        tier: 'free',
        subscription_id: null,
        debug_info: { source: 'default' },
      });
      expect((await list()).data?.map((row) => row.email)).not.toContain(user.email);

      const again = await refused(await remove(`?email=${encodeURIComponent(user.email)}`), 404);
      expect(again.error).toBe(SUBSCRIPTION_NOT_FOUND_ERROR);
    });

    it('refuses a missing or invalid address (400) and an unknown one (404)', async () => {
      expect((await refused(await remove(''), 400)).errors).toEqual({
        email: [MESSAGES.validation.emailRequired],
      });
      expect((await refused(await remove('?email='), 400)).errors).toEqual({
        email: [MESSAGES.validation.emailRequired],
      });
      expect((await refused(await remove('?email=nope'), 400)).errors).toEqual({
        email: [MESSAGES.validation.emailInvalid],
      });
      expect(
        (await refused(await remove('?email=a@example.com&email=b@example.com'), 400)).errors,
      ).toHaveProperty('email');
      const unknown = await refused(await remove('?email=nobody@example.com'), 404);
      expect(unknown.error).toBe(SUBSCRIPTION_USER_NOT_FOUND_ERROR);
    });
  });

  it('other routes keep their usual error answers', async () => {
    const response = await api.request(API_PATHS.contact.submit, json({}, { token: admin.token }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'Validation failed',
      errors: { linkedin_url: [expect.any(String)] },
    });
  });
});

describe('admin subscription management without the subscriptions table', () => {
  let api: TestApp;
  let admin: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    const account = accountFactory(api, 'no-table');
    admin = await account({ role: 'admin' });
    user = await account();
    await api.dataSource.query('DROP TABLE "subscriptions" CASCADE');
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers 503 with the text the screen recognises, for the list and the changes', async () => {
    const expected = {
      success: false,
      error: SUBSCRIPTIONS_TABLE_MISSING_ERROR,
      detail: SUBSCRIPTIONS_TABLE_MISSING_ERROR,
    };
    const listed = await api.request(PATH, bearer(admin.token));
    expect(listed.status).toBe(503);
    const answer = (await listed.json()) as Refusal;
    expect(answer).toEqual(expected);
    expect(isMissingTableError(answer.error)).toBe(true);

    const assigned = await api.request(
      PATH,
      json({ email: user.email, tier: 'basic' }, { token: admin.token }),
    );
    expect(assigned.status).toBe(503);
    expect(await assigned.json()).toEqual(expected);
    const removed = await api.request(`${PATH}?email=${encodeURIComponent(user.email)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(removed.status).toBe(503);
    expect(await removed.json()).toEqual(expected);
  });
});
