import { API_PATHS, type SubscriptionResponse, type Tier } from '@profileproof/contracts';
import { SessionsService } from '../src/auth/sessions/sessions.service';
import { Submission } from '../src/submissions/entities/submission.entity';
import { Subscription } from '../src/subscriptions/entities/subscription.entity';
import { quotaPeriodAt } from '../src/subscriptions/quota-period';
import { SubscriptionsService } from '../src/subscriptions/subscriptions.service';
import { User } from '../src/users/entities/user.entity';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('quota period', () => {
  it('is the calendar month in UTC', () => {
    expect(quotaPeriodAt(new Date('2031-03-15T12:00:00Z'))).toEqual({
      start: new Date('2031-03-01T00:00:00.000Z'),
      resetsAt: new Date('2031-04-01T00:00:00.000Z'),
    });
    expect(quotaPeriodAt(new Date('2031-12-31T23:59:59.999Z'))).toEqual({
      start: new Date('2031-12-01T00:00:00.000Z'),
      resetsAt: new Date('2032-01-01T00:00:00.000Z'),
    });
    expect(quotaPeriodAt(new Date('2032-01-01T00:00:00.000Z')).start).toEqual(
      new Date('2032-01-01T00:00:00.000Z'),
    );
    // Late on the 31st in New York is already the 1st in UTC.
    expect(quotaPeriodAt(new Date('2031-02-01T02:00:00-05:00')).start).toEqual(
      new Date('2031-02-01T00:00:00.000Z'),
    );
  });
});

describe('GET /api/auth/subscription/', () => {
  let api: TestApp;
  let counter = 0;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(async () => {
    await api?.close();
  });

  async function account(subscription?: { tier: Tier; endDate?: Date | null }) {
    counter += 1;
    const email = `subscriber${counter}@example.com`;
    const { identifiers } = await api.dataSource
      .getRepository(User)
      .insert({ email, isVerified: true });
    const id = identifiers[0].id as number;
    let subscriptionId: number | null = null;
    if (subscription) {
      const inserted = await api.dataSource
        .getRepository(Subscription)
        .insert({ userId: id, tier: subscription.tier, endDate: subscription.endDate ?? null });
      subscriptionId = inserted.identifiers[0].id as number;
    }
    const { access: token } = await api.app.get(SessionsService).start({ id, email, role: 'user' });
    return { id, email, token, subscriptionId };
  }

  const subscriptionOf = async (token: string) => {
    const response = await api.request(
      `${API_PATHS.auth.subscription}?t=${Date.now()}`,
      bearer(token),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as SubscriptionResponse;
  };

  const seed = (userId: number, count: number, createdAt?: Date) =>
    api.dataSource.getRepository(Submission).insert(
      Array.from({ length: count }, () => ({
        userId,
        linkedinUrl: 'https://www.linkedin.com/in/x',
        ...(createdAt ? { createdAt } : {}),
      })),
    );

  it('is documented in OpenAPI, with the contact routes, behind bearer security', async () => {
    type Operation = {
      tags: string[];
      security?: unknown;
      requestBody?: unknown;
      responses: object;
    };
    const { paths } = (await (await api.request('/api/docs-json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const subscription = paths['/api/auth/subscription'].get;
    expect(subscription.tags).toEqual(['subscriptions']);
    expect(subscription.security).toEqual([{ bearer: [] }]);
    expect(subscription.responses).toHaveProperty('200');
    const submit = paths['/api/contact/submit'].post;
    expect(submit.security).toEqual([{ bearer: [] }]);
    expect(submit.requestBody).toBeDefined();
    expect(Object.keys(submit.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403']),
    );
    expect(paths['/api/contact/user-submissions'].get.responses).toHaveProperty('200');
  });

  it('needs an access token', async () => {
    const response = await api.request(API_PATHS.auth.subscription);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: expect.any(String) });
  });

  it('without a subscription: free, from the default, with the month usage', async () => {
    const user = await account();
    const { start, resetsAt } = quotaPeriodAt(new Date());
    const answer = await subscriptionOf(user.token);
    expect(answer).toEqual({
      tier: 'free',
      end_date: null,
      subscription_id: null,
      debug_info: { source: 'default', expired: false, checked_at: expect.stringMatching(ISO) },
      usage: {
        used: 0,
        limit: 1,
        remaining: 1,
        period_start: start.toISOString(),
        resets_at: resetsAt.toISOString(),
      },
    });

    const submitted = await api.request(
      API_PATHS.contact.submit,
      json({ linkedin_url: 'https://www.linkedin.com/in/ada' }, { token: user.token }),
    );
    expect(submitted.status).toBe(201);
    expect((await subscriptionOf(user.token)).usage).toMatchObject({
      used: 1,
      limit: 1,
      remaining: 0,
    });
  });

  it('basic: tier, end date, id and usage; last month does not count', async () => {
    const endDate = new Date(Date.now() + 10 * 86_400_000);
    const user = await account({ tier: 'basic', endDate });
    const { start } = quotaPeriodAt(new Date());
    await seed(user.id, 5);
    await seed(user.id, 7, new Date(start.getTime() - 1));
    const answer = await subscriptionOf(user.token);
    expect(answer).toMatchObject({
      tier: 'basic',
      end_date: endDate.toISOString(),
      subscription_id: user.subscriptionId,
      debug_info: { source: 'subscription', expired: false },
      usage: { used: 5, limit: 24, remaining: 19 },
    });
  });

  it('remaining never goes below zero', async () => {
    const user = await account({ tier: 'basic' });
    await seed(user.id, 30);
    expect((await subscriptionOf(user.token)).usage).toMatchObject({
      used: 30,
      limit: 24,
      remaining: 0,
    });
  });

  it('premium without expiry: unlimited (null limit and remaining)', async () => {
    const user = await account({ tier: 'premium', endDate: null });
    await seed(user.id, 3);
    const answer = await subscriptionOf(user.token);
    expect(answer).toMatchObject({
      tier: 'premium',
      end_date: null,
      subscription_id: user.subscriptionId,
    });
    expect(answer.usage).toMatchObject({ used: 3, limit: null, remaining: null });
  });

  it('an expired subscription answers free, and says so in debug_info', async () => {
    const endDate = new Date(Date.now() - 86_400_000);
    const user = await account({ tier: 'premium', endDate });
    const answer = await subscriptionOf(user.token);
    expect(answer).toMatchObject({
      tier: 'free',
      end_date: endDate.toISOString(),
      subscription_id: user.subscriptionId,
      debug_info: { source: 'subscription', expired: true },
      usage: { used: 0, limit: 1, remaining: 1 },
    });
  });

  it('usageFor: expiry is decided at the given moment', async () => {
    const endDate = new Date('2031-06-01T00:00:00Z');
    const user = await account({ tier: 'basic', endDate });
    const subscriptions = api.app.get(SubscriptionsService);
    expect(
      (await subscriptions.usageFor(user.id, undefined, new Date('2031-05-31T23:59:59.999Z')))
        .effective,
    ).toMatchObject({
      tier: 'basic',
      expired: false,
    });
    expect((await subscriptions.usageFor(user.id, undefined, endDate)).effective).toMatchObject({
      tier: 'free',
      expired: true,
    });
  });

  it('usageFor counts the calendar month of the given moment', async () => {
    const user = await account({ tier: 'basic' });
    await seed(user.id, 2, new Date('2031-04-30T23:59:59.999Z'));
    await seed(user.id, 3, new Date('2031-05-01T00:00:00.000Z'));
    const { usage } = await api.app
      .get(SubscriptionsService)
      .usageFor(user.id, undefined, new Date('2031-05-20T00:00:00Z'));
    expect(usage).toEqual({
      used: 3,
      limit: 24,
      remaining: 21,
      period_start: '2031-05-01T00:00:00.000Z',
      resets_at: '2031-06-01T00:00:00.000Z',
    });
  });
});
