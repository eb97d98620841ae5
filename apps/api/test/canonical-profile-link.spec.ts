import {
  type AdminSubmission,
  API_PATHS,
  MESSAGES,
  type PendingListResponse,
  type ProcessedListResponse,
  PROFILE_ALREADY_PENDING,
  PROFILE_SUBMITTED,
  type ReplyResponse,
  type Submission as SubmissionContract,
  type SubmitResponse,
  type SubscriptionResponse,
} from '@profileproof/contracts';
import { LINKEDIN_URL_PROBLEMS } from '@profileproof/contracts/linkedin-url';
import { canonicaliseStoredProfileLinks } from '../src/database/migrations/1796400300000-CanonicalProfileLinks';
import { Submission } from '../src/submissions/entities/submission.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * One profile, one canonical link (issue 37, item 1): every accepted form of a profile link is
 * stored and shown as `https://www.linkedin.com/in/<handle>/`; a second submit of a profile the
 * customer already has pending is no new submission; search finds every form.
 */
describe('one profile, one canonical link', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'canonical-link-spec');
    admin = await account({ role: 'admin' });
  });

  afterAll(async () => {
    await api?.close();
  });

  const submit = (who: TestAccount, linkedinUrl: string) =>
    api.request(
      API_PATHS.contact.submit,
      json({ linkedin_url: linkedinUrl }, { token: who.token }),
    );

  async function body<T>(response: Response, status: number): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }

  /** The submission a submit stored or pointed to (always in the answer). */
  const idOf = (answer: SubmitResponse): number => {
    if (answer.submission_id === undefined) throw new Error('No submission_id in the answer');
    return answer.submission_id;
  };
  const linksOf = async (who: TestAccount) =>
    (
      await api.dataSource
        .getRepository(Submission)
        .find({ where: { userId: who.id }, order: { id: 'ASC' } })
    ).map((row) => row.linkedinUrl);
  const usedBy = async (who: TestAccount) =>
    (
      await body<SubscriptionResponse>(
        await api.request(API_PATHS.auth.subscription, bearer(who.token)),
        200,
      )
    ).usage.used;
  const mine = async (who: TestAccount) =>
    body<SubmissionContract[]>(
      await api.request(API_PATHS.contact.userSubmissions, bearer(who.token)),
      200,
    );
  // A checklist of one key: the others take their defaults (`{}` would be a reply without one).
  const replyTo = async (id: number, analysis: Record<string, unknown> = { connections: 300 }) =>
    body<ReplyResponse>(
      await api.request(
        API_PATHS.contact.reply(id),
        json({ reply: 'Report', analysis }, { token: admin.token }),
      ),
      200,
    );

  describe('the same profile typed three ways, on a Basic account', () => {
    it('is one submission: 201, then 200 pointing to the pending one; one row, one quota unit', async () => {
      const jane = await account({ tier: 'basic' });
      const first = await body<SubmitResponse>(
        await submit(jane, 'https://www.linkedin.com/in/jane-doe-dup'),
        201,
      );
      expect(first).toEqual({
        message: PROFILE_SUBMITTED,
        limit_reached: false,
        submission_id: expect.any(Number),
      });
      for (const form of [
        'https://ca.linkedin.com/in/jane-doe-dup/?originalSubdomain=ca',
        'https://WWW.LINKEDIN.COM/in/Jane-Doe-Dup',
        'http://m.linkedin.com/mwlite/in/jane-doe-dup/en#about',
      ]) {
        expect(await body<SubmitResponse>(await submit(jane, form), 200)).toEqual({
          message: PROFILE_ALREADY_PENDING,
          limit_reached: false,
          submission_id: first.submission_id,
          already_pending: true,
        });
      }
      expect(await linksOf(jane)).toEqual(['https://www.linkedin.com/in/jane-doe-dup/']);
      expect(await usedBy(jane)).toBe(1);
      const [shown] = await mine(jane);
      expect(shown).toMatchObject({
        id: first.submission_id,
        linkedin_url: 'https://www.linkedin.com/in/jane-doe-dup/',
      });
    });

    it('takes two identical submits at once as one (no key): one 201, one 200, one row', async () => {
      const jane = await account({ tier: 'basic' });
      const answers = await Promise.all([
        submit(jane, 'https://www.linkedin.com/in/jane-twice'),
        submit(jane, 'https://www.linkedin.com/in/Jane-Twice/'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
      expect(await linksOf(jane)).toEqual(['https://www.linkedin.com/in/jane-twice/']);
      expect(await usedBy(jane)).toBe(1);
    });

    it('points a Free account at its pending submission instead of refusing it for the quota', async () => {
      const free = await account();
      const first = await body<SubmitResponse>(
        await submit(free, 'https://www.linkedin.com/in/free-one'),
        201,
      );
      expect(first.limit_reached).toBe(true);
      expect(
        await body<SubmitResponse>(await submit(free, 'https://uk.linkedin.com/in/FREE-ONE'), 200),
      ).toMatchObject({
        submission_id: first.submission_id,
        already_pending: true,
        limit_reached: true,
      });
      // Another profile is a new submission: the quota refuses it.
      expect((await submit(free, 'https://www.linkedin.com/in/free-two')).status).toBe(403);
      expect(await linksOf(free)).toEqual(['https://www.linkedin.com/in/free-one/']);
    });

    it('is a new submission once the pending one is reviewed (a new review, a new quota unit)', async () => {
      const jane = await account({ tier: 'basic' });
      const first = await body<SubmitResponse>(
        await submit(jane, 'https://www.linkedin.com/in/jane-again'),
        201,
      );
      await replyTo(idOf(first));
      const second = await body<SubmitResponse>(
        await submit(jane, 'https://ca.linkedin.com/in/Jane-Again'),
        201,
      );
      expect(second.submission_id).not.toBe(first.submission_id);
      expect(await linksOf(jane)).toEqual([
        'https://www.linkedin.com/in/jane-again/',
        'https://www.linkedin.com/in/jane-again/',
      ]);
      expect(await usedBy(jane)).toBe(2);
    });

    it("is not another customer's duplicate", async () => {
      const [one, two] = [await account({ tier: 'basic' }), await account({ tier: 'basic' })];
      expect((await submit(one, 'https://www.linkedin.com/in/shared-profile')).status).toBe(201);
      expect((await submit(two, 'https://www.linkedin.com/in/shared-profile')).status).toBe(201);
    });
  });

  describe('the forms people paste', () => {
    it.each([
      ['https://www.linkedin.com/mwlite/in/mobile-ada', 'https://www.linkedin.com/in/mobile-ada/'],
      ['https://www.linkedin.com/in/lang-ada/en', 'https://www.linkedin.com/in/lang-ada/'],
      ['https://www.linkedin.com/IN/Upper-Ada', 'https://www.linkedin.com/in/upper-ada/'],
      [
        'https://www.linkedin.com/in/section-ada/details/experience/',
        'https://www.linkedin.com/in/section-ada/',
      ],
      ['https://www.linkedin.com/in/ana-mar%C3%ADa/', 'https://www.linkedin.com/in/ana-maría/'],
    ])('accepts %s, stored as %s', async (typed, canonical) => {
      const who = await account({ tier: 'premium' });
      await body<SubmitResponse>(await submit(who, typed), 201);
      expect(await linksOf(who)).toEqual([canonical]);
      expect((await mine(who))[0].linkedin_url).toBe(canonical);
    });

    it.each([
      [
        'https://www.linkedin.com/pub/ada-lovelace/1/2/3',
        LINKEDIN_URL_PROBLEMS['old-public-profile'],
      ],
      ['https://www.linkedin.com/feed/', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/company/profileproof', LINKEDIN_URL_PROBLEMS['not-profile']],
      ['https://www.linkedin.com/in/ada.lovelace', LINKEDIN_URL_PROBLEMS.handle],
      ['https://www.linkedin.com/in/ada%2Flovelace', LINKEDIN_URL_PROBLEMS.handle],
      // Not on linkedin.com at all: the spec's message.
      ['https://evil.example/?linkedin.com', MESSAGES.submit.linkedInUrlInvalid],
    ])('refuses %s with a message that says why (400, nothing stored)', async (typed, message) => {
      const who = await account({ tier: 'premium' });
      expect(await body(await submit(who, typed), 400)).toEqual({
        detail: 'Validation failed',
        errors: { linkedin_url: [message] },
      });
      expect(await linksOf(who)).toEqual([]);
    });

    it('tells the old /pub/ form what to paste instead', () => {
      expect(LINKEDIN_URL_PROBLEMS['old-public-profile']).toContain(
        'https://www.linkedin.com/in/<your-name>/',
      );
    });
  });

  describe("the spec's account-type rule reads the canonical link", () => {
    it('a query string saying "premium" does not flip the checklist; the handle does', async () => {
      const who = await account({ tier: 'premium' });
      const query = await body<SubmitResponse>(
        await submit(who, 'https://www.linkedin.com/in/plain-jane/?utm_campaign=premium'),
        201,
      );
      const handle = await body<SubmitResponse>(
        await submit(who, 'https://www.linkedin.com/in/Premium-Jane'),
        201,
      );
      expect((await replyTo(idOf(query))).submission.form_data?.accountType).toBe('normal');
      expect((await replyTo(idOf(handle))).submission.form_data?.accountType).toBe('premium');
    });
  });

  describe('the admin search finds every form', () => {
    let id: number;
    beforeAll(async () => {
      const who = await account({ tier: 'premium' });
      id = (
        await body<SubmitResponse>(
          await submit(who, 'https://ca.linkedin.com/in/Search-Mar%C3%ADa-Z/?trk=x'),
          201,
        )
      ).submission_id as number;
    });

    const pending = async (q: string) =>
      (
        await body<PendingListResponse>(
          await api.request(
            `${API_PATHS.admin.submissions}?status=pending&q=${encodeURIComponent(q)}`,
            bearer(admin.token),
          ),
          200,
        )
      ).submissions.map((row: AdminSubmission) => row.id);

    it.each([
      'https://www.linkedin.com/in/search-maría-z/',
      'https://ca.linkedin.com/in/Search-Mar%C3%ADa-Z/?trk=x',
      'linkedin.com/in/SEARCH-MARÍA-Z',
      'search-mar%C3%ADa',
      'Search-María',
    ])('finds it by %j', async (q) => {
      expect(await pending(q)).toEqual([id]);
    });

    it('finds it in the reviewed list too', async () => {
      await replyTo(id);
      const page = await body<ProcessedListResponse>(
        await api.request(
          `${API_PATHS.admin.processed}?q=${encodeURIComponent('https://www.linkedin.com/in/Search-Mar%C3%ADa-Z')}`,
          bearer(admin.token),
        ),
        200,
      );
      expect(page.submissions.map((row) => row.id)).toEqual([id]);
    });
  });

  describe('the migration of stored links', () => {
    it('rewrites old rows to the canonical form and leaves those it cannot read as they are', async () => {
      const who = await account();
      const stored = {
        'https://ca.linkedin.com/in/Old-Row/?originalSubdomain=ca':
          'https://www.linkedin.com/in/old-row/',
        'https://www.linkedin.com/in/old-mar%C3%ADa': 'https://www.linkedin.com/in/old-maría/',
        'http://linkedin.com/in/OLD_UNDER#x': 'https://www.linkedin.com/in/old_under/',
        'https://www.linkedin.com/in/already-canonical/':
          'https://www.linkedin.com/in/already-canonical/',
        'https://www.linkedin.com/pub/old-public/1/2/3':
          'https://www.linkedin.com/pub/old-public/1/2/3',
      };
      const ids: Record<string, number> = {};
      for (const typed of Object.keys(stored)) {
        ids[typed] = await insertSubmission(api, who.id, { linkedinUrl: typed });
      }
      const runner = api.dataSource.createQueryRunner();
      let kept: number[];
      try {
        kept = await canonicaliseStoredProfileLinks(runner);
      } finally {
        await runner.release();
      }
      for (const [typed, canonical] of Object.entries(stored)) {
        const row = await api.dataSource
          .getRepository(Submission)
          .findOneByOrFail({ id: ids[typed] });
        expect({ typed, stored: row.linkedinUrl }).toEqual({ typed, stored: canonical });
      }
      expect(kept).toContain(ids['https://www.linkedin.com/pub/old-public/1/2/3']);
      // A migrated pending row now catches the duplicate of any form.
      const again = await body<SubmitResponse>(
        await submit(who, 'https://www.linkedin.com/in/OLD-ROW'),
        200,
      );
      expect(again.submission_id).toBe(
        ids['https://ca.linkedin.com/in/Old-Row/?originalSubdomain=ca'],
      );
    });
  });
});
