import {
  API_PATHS,
  LINKEDIN_URL_MAX_LENGTH,
  LINKEDIN_URL_TOO_LONG,
  MESSAGE_TOO_LONG,
  MESSAGES,
  PROFILE_SUBMITTED,
  type Submission as SubmissionContract,
  SUBMISSION_MESSAGE_MAX_LENGTH,
  USER_SUBMISSIONS_ARRAY_CAP,
} from '@profileproof/contracts';
import {
  canonicalLinkedInProfileUrl,
  LINKEDIN_URL_PROBLEMS,
} from '@profileproof/contracts/linkedin-url';
import { Submission } from '../src/submissions/entities/submission.entity';
import { quotaPeriodAt } from '../src/subscriptions/quota-period';
import { User } from '../src/users/entities/user.entity';
import { accountFactory, type AccountOptions, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

const SUBMIT = API_PATHS.contact.submit;
const MINE = API_PATHS.contact.userSubmissions;
const LIMIT_REACHED = {
  detail: MESSAGES.submit.limitReached,
  limit_reached: true,
  message: MESSAGES.submit.limitReached,
};

describe('profile submissions', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api);
  });

  afterAll(async () => {
    await api?.close();
  });

  type Account = TestAccount;

  /** A verified account (optionally with a subscription) and an access token for it. */
  let account: (options?: AccountOptions) => Promise<Account>;

  const submit = (who: Account, body: unknown) =>
    api.request(SUBMIT, json(body, { token: who.token }));
  const rowsOf = (who: Account) =>
    api.dataSource.getRepository(Submission).countBy({ userId: who.id });
  const mine = async (who: Account, query = '') => {
    const response = await api.request(`${MINE}${query}`, bearer(who.token));
    expect(response.status).toBe(200);
    return (await response.json()) as SubmissionContract[];
  };
  /** Rows inserted directly (bypassing the quota), e.g. dated in another month. */
  const seed = (who: Account, count: number, createdAt?: Date) =>
    api.dataSource.getRepository(Submission).insert(
      Array.from({ length: count }, (_, index) => ({
        userId: who.id,
        linkedinUrl: `https://www.linkedin.com/in/seed-${index}`,
        ...(createdAt ? { createdAt } : {}),
      })),
    );

  describe('validation', () => {
    let premium: Account;
    beforeAll(async () => {
      premium = await account({ tier: 'premium' });
    });

    const fieldErrors = async (body: unknown) => {
      const response = await submit(premium, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as {
        detail: string;
        errors?: Record<string, string[]>;
      };
      expect(answer.detail).toBe('Validation failed');
      return answer.errors;
    };

    it.each([
      'https://www.linkedin.com/in/ada',
      'http://linkedin.com/in/ada',
      'https://uk.linkedin.com/in/ada-lovelace/',
      'https://m.linkedin.com/in/ada_lovelace?trk=share#about',
      'https://www.linkedin.com/in/ana-mar%C3%ADa',
      'HTTPS://WWW.LINKEDIN.COM/in/Upper-Case',
      '  https://www.linkedin.com/in/padded  ',
    ])('accepts the profile page %s (trimmed), stored as its canonical link', async (url) => {
      // A fresh account each: several of these are one profile, which a pending one would catch.
      const who = await account({ tier: 'premium' });
      const response = await submit(who, { linkedin_url: url });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        message: PROFILE_SUBMITTED,
        limit_reached: false,
        submission_id: expect.any(Number),
      });
      const [latest] = await mine(who);
      expect(latest.linkedin_url).toBe(canonicalLinkedInProfileUrl(url.trim()));
      expect(latest.linkedin_url).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[^/]+\/$/);
      expect(latest.message).toBeNull();
    });

    it.each([
      ['missing', {}],
      ['null', { linkedin_url: null }],
      ['empty', { linkedin_url: '' }],
      ['blank', { linkedin_url: '   ' }],
    ])('requires the URL (%s)', async (_case, body) => {
      expect(await fieldErrors(body)).toEqual({
        linkedin_url: [MESSAGES.submit.linkedInUrlRequired],
      });
    });

    it.each([
      'javascript:alert(1)//linkedin.com',
      'https://evil.example/?linkedin.com',
      'https://evil.example/#linkedin.com',
      'https://evil.example/linkedin.com/in/ada',
      'https://linkedin.com.evil.example/in/ada',
      'https://notlinkedin.com/in/ada',
      'https://user@evil.com',
      'https://linkedin.com@evil.com/in/ada',
      'https://user:pass@www.linkedin.com/in/ada',
      'https://evil.com\\@linkedin.com/in/ada',
      'https://evil.com\\.linkedin.com',
      'https://www.linkedin.com:8443/in/ada',
      'ftp://linkedin.com/in/ada',
      'data:text/html,linkedin.com',
      'linkedin.com/in/ada',
      '//linkedin.com/in/ada',
      'https://www.linkedin.com/in/ada b',
      'https://www.linkedin.com/in/ada\nb',
      'not a url',
    ])('refuses %j with the invalid-URL message', async (url) => {
      expect(await fieldErrors({ linkedin_url: url })).toEqual({
        linkedin_url: [MESSAGES.submit.linkedInUrlInvalid],
      });
    });

    it.each([
      // LinkedIn, but not a profile page.
      ['https://www.linkedin.com/feed/', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/company/profileproof', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/feed/?next=/in/ada', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/in/ada/recent-activity/', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/pub/ada/1/2/3', LINKEDIN_URL_PROBLEMS['old-public-profile']],
      ['https://www.linkedin.com/in/', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/in/ab', LINKEDIN_URL_PROBLEMS.handle],
      ['https://www.linkedin.com/in/ada%2Fx', LINKEDIN_URL_PROBLEMS.handle],
    ])('refuses %j, on LinkedIn but no profile link, saying why', async (url, message) => {
      expect(await fieldErrors({ linkedin_url: url })).toEqual({ linkedin_url: [message] });
    });

    it('refuses a URL that is not a string', async () => {
      expect(await fieldErrors({ linkedin_url: 42 })).toEqual({
        linkedin_url: [MESSAGES.submit.linkedInUrlInvalid],
      });
    });

    it(`limits the URL to ${LINKEDIN_URL_MAX_LENGTH} characters`, async () => {
      const base = 'https://www.linkedin.com/in/ada-longest?ref=';
      const longest = base + 'a'.repeat(LINKEDIN_URL_MAX_LENGTH - base.length);
      expect((await submit(premium, { linkedin_url: longest })).status).toBe(201);
      expect(await fieldErrors({ linkedin_url: `${longest}a` })).toEqual({
        linkedin_url: [LINKEDIN_URL_TOO_LONG],
      });
    });

    it('keeps an optional message, trimmed; blank means none; at most the limit', async () => {
      // Another profile each time: the same one, still pending, would not be submitted again.
      const url = 'https://www.linkedin.com/in/with-message';
      expect(
        (await submit(premium, { linkedin_url: `${url}-1`, message: '  Please look  ' })).status,
      ).toBe(201);
      expect((await mine(premium))[0].message).toBe('Please look');

      expect((await submit(premium, { linkedin_url: `${url}-2`, message: '   ' })).status).toBe(
        201,
      );
      expect((await mine(premium))[0].message).toBeNull();

      expect((await submit(premium, { linkedin_url: `${url}-3`, message: null })).status).toBe(201);
      expect((await mine(premium))[0].message).toBeNull();

      const longest = 'm'.repeat(SUBMISSION_MESSAGE_MAX_LENGTH);
      expect(
        (await submit(premium, { linkedin_url: `${url}-4`, message: ` ${longest} ` })).status,
      ).toBe(201);
      expect((await mine(premium))[0].message).toBe(longest);

      expect(await fieldErrors({ linkedin_url: url, message: `${longest}m` })).toEqual({
        message: [MESSAGE_TOO_LONG],
      });
      expect(await fieldErrors({ linkedin_url: url, message: 7 })).toEqual({
        message: ['Message must be a string'],
      });
    });

    it('reports each invalid field', async () => {
      expect(
        await fieldErrors({
          linkedin_url: 'https://evil.example',
          message: 'x'.repeat(SUBMISSION_MESSAGE_MAX_LENGTH + 1),
        }),
      ).toEqual({
        linkedin_url: [MESSAGES.submit.linkedInUrlInvalid],
        message: [MESSAGE_TOO_LONG],
      });
    });

    it('refuses unknown fields, malformed JSON and non-object bodies with 400, never 5xx', async () => {
      const before = await rowsOf(premium);
      const unknown = await submit(premium, {
        linkedin_url: 'https://www.linkedin.com/in/ada',
        user_id: 1,
      });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ errors: { user_id: [expect.any(String)] } });

      for (const body of [
        '{"linkedin_url": ',
        '[]',
        'null',
        '"https://www.linkedin.com/in/ada"',
        '42',
      ]) {
        const response = await submit(premium, body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual(
          expect.objectContaining({ detail: expect.any(String) }),
        );
      }
      expect(await rowsOf(premium)).toBe(before);
    });
  });

  describe('authentication and ownership', () => {
    it('needs an access token', async () => {
      const submitted = await api.request(
        SUBMIT,
        json({ linkedin_url: 'https://www.linkedin.com/in/ada' }),
      );
      expect(submitted.status).toBe(401);
      expect(await submitted.json()).toEqual({ detail: expect.any(String) });
      expect((await api.request(MINE)).status).toBe(401);
      expect((await api.request(MINE, bearer('not-a-token'))).status).toBe(401);
    });

    it('lets admins submit too', async () => {
      const admin = await account({ role: 'admin' });
      expect(
        (await submit(admin, { linkedin_url: 'https://www.linkedin.com/in/by-admin' })).status,
      ).toBe(201);
    });

    it('answers 401 and stores nothing for the token of a deleted account', async () => {
      const gone = await account();
      await api.dataSource.getRepository(User).delete({ id: gone.id });
      expect((await submit(gone, { linkedin_url: 'https://www.linkedin.com/in/ada' })).status).toBe(
        401,
      );
      expect(await rowsOf(gone)).toBe(0);
    });

    it("lists only the caller's own submissions, newest first, with every field", async () => {
      const ada = await account({ tier: 'premium' });
      const bob = await account({ tier: 'premium' });
      for (const name of ['first', 'second', 'third']) {
        expect(
          (
            await submit(ada, {
              linkedin_url: `https://www.linkedin.com/in/ada-${name}`,
              message: name,
            })
          ).status,
        ).toBe(201);
      }
      expect((await submit(bob, { linkedin_url: 'https://www.linkedin.com/in/bob' })).status).toBe(
        201,
      );
      // A reviewed submission: the reply shows in the owner's list.
      const repliedAt = new Date('2030-01-02T03:04:05.000Z');
      await api.dataSource.getRepository(Submission).update(
        { userId: ada.id, message: 'first' },
        {
          isProcessed: true,
          adminReply: 'Looks fine',
          adminReplyDate: repliedAt,
          formData: { connections: 500 },
        },
      );

      const adas = await mine(ada, `?t=${Date.now()}`);
      expect(adas.map((row) => row.linkedin_url)).toEqual([
        'https://www.linkedin.com/in/ada-third/',
        'https://www.linkedin.com/in/ada-second/',
        'https://www.linkedin.com/in/ada-first/',
      ]);
      expect(adas.every((row) => row.email === ada.email)).toBe(true);
      expect(adas[2]).toEqual({
        id: expect.any(Number),
        email: ada.email,
        linkedin_url: 'https://www.linkedin.com/in/ada-first/',
        message: 'first',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        is_processed: true,
        admin_reply: 'Looks fine',
        admin_reply_date: repliedAt.toISOString(),
        form_data: { connections: 500 },
        // Stored without a reply version (straight in the table): nothing to rate yet.
        rating: null,
      });
      expect(adas[0]).toMatchObject({
        is_processed: false,
        admin_reply: null,
        admin_reply_date: null,
        form_data: null,
      });

      const bobs = await mine(bob);
      expect(bobs).toHaveLength(1);
      expect(bobs[0]).toMatchObject({
        email: bob.email,
        linkedin_url: 'https://www.linkedin.com/in/bob/',
      });
      expect(bobs.map((row) => row.id)).not.toEqual(
        expect.arrayContaining(adas.map((row) => row.id)),
      );

      const nobody = await account();
      expect(await mine(nobody)).toEqual([]);
    });

    it(`returns at most the newest ${USER_SUBMISSIONS_ARRAY_CAP}`, async () => {
      const prolific = await account({ tier: 'premium' });
      await seed(prolific, USER_SUBMISSIONS_ARRAY_CAP + 5, new Date('2020-01-01T00:00:00Z'));
      expect(
        (await submit(prolific, { linkedin_url: 'https://www.linkedin.com/in/newest' })).status,
      ).toBe(201);
      const listed = await mine(prolific);
      expect(listed).toHaveLength(USER_SUBMISSIONS_ARRAY_CAP);
      expect(listed[0].linkedin_url).toBe('https://www.linkedin.com/in/newest/');
    });
  });

  describe('monthly quota', () => {
    // Another profile on every submit: the same one, still pending, would use no quota.
    let submitted = 0;
    const next = () => `https://www.linkedin.com/in/quota-${(submitted += 1)}`;

    it('free: one a month; the second is refused with 403 and nothing is written', async () => {
      const free = await account();
      const first = await submit(free, { linkedin_url: next() });
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({
        message: PROFILE_SUBMITTED,
        limit_reached: true,
        submission_id: expect.any(Number),
      });

      const second = await submit(free, { linkedin_url: next(), message: 'again' });
      expect(second.status).toBe(403);
      expect(await second.json()).toEqual(LIMIT_REACHED);
      expect(await rowsOf(free)).toBe(1);
    });

    it('a link that is not a profile page is refused before the quota: it uses up nothing', async () => {
      const free = await account();
      const feed = await submit(free, { linkedin_url: 'https://www.linkedin.com/feed/' });
      expect(feed.status).toBe(400);
      expect(await feed.json()).toEqual({
        detail: 'Validation failed',
        errors: { linkedin_url: [LINKEDIN_URL_PROBLEMS['not-profile']] },
      });
      expect(await rowsOf(free)).toBe(0);

      const profile = await submit(free, { linkedin_url: next() });
      expect(profile.status).toBe(201);
      expect(await profile.json()).toEqual({
        message: PROFILE_SUBMITTED,
        limit_reached: true,
        submission_id: expect.any(Number),
      });
      expect(await rowsOf(free)).toBe(1);
    });

    it('a "free" subscription row counts as free', async () => {
      const free = await account({ tier: 'free' });
      expect((await submit(free, { linkedin_url: next() })).status).toBe(201);
      expect((await submit(free, { linkedin_url: next() })).status).toBe(403);
    });

    it('basic: 24 a month, then refused', async () => {
      const basic = await account({ tier: 'basic', endDate: new Date(Date.now() + 86_400_000) });
      for (let index = 1; index <= 24; index += 1) {
        const response = await submit(basic, { linkedin_url: next() });
        expect(response.status).toBe(201);
        expect(((await response.json()) as { limit_reached: boolean }).limit_reached).toBe(
          index === 24,
        );
      }
      const refused = await submit(basic, { linkedin_url: next() });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual(LIMIT_REACHED);
      expect(await rowsOf(basic)).toBe(24);
    });

    it('premium: unlimited', async () => {
      const premium = await account({ tier: 'premium' });
      for (let index = 0; index < 30; index += 1) {
        const response = await submit(premium, { linkedin_url: next() });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual({
          message: PROFILE_SUBMITTED,
          limit_reached: false,
          submission_id: expect.any(Number),
        });
      }
      expect(await rowsOf(premium)).toBe(30);
    });

    it('an expired basic subscription counts as free', async () => {
      const lapsed = await account({ tier: 'basic', endDate: new Date(Date.now() - 60_000) });
      expect(await (await submit(lapsed, { linkedin_url: next() })).json()).toEqual({
        message: PROFILE_SUBMITTED,
        limit_reached: true,
        submission_id: expect.any(Number),
      });
      expect((await submit(lapsed, { linkedin_url: next() })).status).toBe(403);
      expect(await rowsOf(lapsed)).toBe(1);
    });

    it('counts from the 1st of the month, 00:00 UTC: last month does not count', async () => {
      const { start } = quotaPeriodAt(new Date());
      const free = await account();
      await seed(free, 3, new Date(start.getTime() - 1));
      await seed(free, 2, new Date(start.getTime() - 20 * 86_400_000));
      expect((await submit(free, { linkedin_url: next() })).status).toBe(201);
      expect((await submit(free, { linkedin_url: next() })).status).toBe(403);

      const other = await account();
      await seed(other, 1, start);
      expect((await submit(other, { linkedin_url: next() })).status).toBe(403);
    });

    it('20 concurrent submits by a free user store exactly one, without a 5xx', async () => {
      // Three free users racing at once, 20 submits each (one round can finish too evenly to race).
      const racers = [await account(), await account(), await account()];
      const responses = await Promise.all(
        racers.map((free) =>
          Promise.all(
            Array.from({ length: 20 }, (_, index) =>
              submit(free, { linkedin_url: `https://www.linkedin.com/in/race-${index}` }),
            ),
          ),
        ),
      );
      for (const [index, free] of racers.entries()) {
        const statuses = responses[index].map((response) => response.status).sort();
        expect(statuses).toEqual([201, ...Array<number>(19).fill(403)]);
        expect(await rowsOf(free)).toBe(1);
      }
    });

    it('concurrent submits at the edge of the basic quota store exactly up to it', async () => {
      const basic = await account({ tier: 'basic' });
      await seed(basic, 22);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => submit(basic, { linkedin_url: next() })),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 201, ...Array<number>(8).fill(403)]);
      expect(await rowsOf(basic)).toBe(24);
    });

    it('quotas are per user: one user at the limit does not block another', async () => {
      const [first, second] = [await account(), await account()];
      const responses = await Promise.all([
        submit(first, { linkedin_url: next() }),
        submit(second, { linkedin_url: next() }),
        submit(first, { linkedin_url: next() }),
        submit(second, { linkedin_url: next() }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 403, 403]);
      expect([await rowsOf(first), await rowsOf(second)]).toEqual([1, 1]);
    });
  });
});
