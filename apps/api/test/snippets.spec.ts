import {
  API_PATHS,
  INVALID_ID,
  PERMISSION_DENIED,
  PLACEHOLDER_MESSAGES,
  type Snippet,
  SNIPPET_BODY_MAX_LENGTH,
  SNIPPET_BODY_NOT_STRING,
  SNIPPET_BODY_REQUIRED,
  SNIPPET_BODY_TOO_LONG,
  SNIPPET_MESSAGES,
  SNIPPET_TITLE_MAX_LENGTH,
  SNIPPET_TITLE_NOT_STRING,
  SNIPPET_TITLE_REQUIRED,
  SNIPPET_TITLE_TOO_LONG,
  SNIPPET_VARIABLES,
  type SnippetListResponse,
  SNIPPETS_CAP,
} from '@profileproof/contracts';
import { User } from '../src/users/entities/user.entity';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '2147483648'];

interface AuditRow {
  actor_id: number;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
}

describe('snippets API (/api/admin/snippets/)', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let otherAdmin: TestAccount;
  let user: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'snippets-spec');
    admin = await account({ role: 'admin' });
    otherAdmin = await account({ role: 'admin' });
    user = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  const send = (method: string, path: string, body: unknown, who: TestAccount = admin) =>
    api.request(path, json(body, { method, token: who.token }));
  const get = (path: string, who: TestAccount = admin) => api.request(path, bearer(who.token));
  const remove = (path: string, who: TestAccount = admin) =>
    api.request(path, { method: 'DELETE', headers: { authorization: `Bearer ${who.token}` } });

  async function expectStatus<T>(response: Response, status: number): Promise<T> {
    const body: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
    return body as T;
  }

  const create = async (
    title: string,
    body = 'Your profile at {profile_url} scored {score}.',
    who = admin,
  ) => expectStatus<Snippet>(await send('POST', PATHS.snippets, { title, body }, who), 201);
  const list = async () =>
    (await expectStatus<SnippetListResponse>(await get(PATHS.snippets), 200)).snippets;
  const clearSnippets = () => api.dataSource.query('DELETE FROM "report_snippets"');
  const snippetCount = async () =>
    Number((await api.dataSource.query('SELECT count(*) AS n FROM "report_snippets"'))[0].n);
  const auditOf = (id: number): Promise<AuditRow[]> =>
    api.dataSource.query(
      `SELECT "actor_id", "actor_email", "action", "target_type", "target_id", "details" FROM "audit_log"
       WHERE "target_type" = 'snippet' AND "target_id" = $1 ORDER BY "id"`,
      [String(id)],
    );
  const auditCount = async () =>
    Number((await api.dataSource.query('SELECT count(*) AS n FROM "audit_log"'))[0].n);

  describe('authorization', () => {
    it('answers 401 without or with a bad token and 403 for a user on every route, and a user changes nothing', async () => {
      const existing = await create('Existing');
      const routes: { method: string; path: string; body?: unknown }[] = [
        { method: 'GET', path: PATHS.snippets },
        { method: 'POST', path: PATHS.snippets, body: { title: 'Mine', body: 'Text' } },
        { method: 'GET', path: PATHS.snippet(existing.id) },
        { method: 'PUT', path: PATHS.snippet(existing.id), body: { title: 'Mine', body: 'Text' } },
        { method: 'DELETE', path: PATHS.snippet(existing.id) },
      ];
      const before = await snippetCount();
      const audited = await auditCount();
      for (const route of routes) {
        const call = (token?: string) =>
          api.request(route.path, {
            method: route.method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(route.body ? { 'content-type': 'application/json' } : {}),
            },
            body: route.body ? JSON.stringify(route.body) : undefined,
          });
        const anonymous = await call();
        expect({ route, status: anonymous.status }).toEqual({ route, status: 401 });
        expect((await call('not-a-token')).status).toBe(401);
        const asUser = await call(user.token);
        expect({ route, status: asUser.status }).toEqual({ route, status: 403 });
        expect(await asUser.json()).toEqual({ detail: PERMISSION_DENIED });
      }
      expect(await snippetCount()).toBe(before);
      expect(await expectStatus<Snippet>(await get(PATHS.snippet(existing.id)), 200)).toEqual(
        existing,
      );
      expect(await auditCount()).toBe(audited);
    });

    it('is documented in OpenAPI under the admin tag, behind bearer security', async () => {
      type Operation = { tags: string[]; security?: unknown; responses: Record<string, unknown> };
      const { paths } = (await (await api.request('/api/docs-json')).json()) as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operations = [
        paths['/api/admin/snippets'].get,
        paths['/api/admin/snippets'].post,
        paths['/api/admin/snippets/{id}'].get,
        paths['/api/admin/snippets/{id}'].put,
        paths['/api/admin/snippets/{id}'].delete,
      ];
      for (const operation of operations) {
        expect(operation.tags).toEqual(['admin']);
        expect(operation.security).toEqual([{ bearer: [] }]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
      }
    });
  });

  describe('CRUD', () => {
    it('creates (201), reads, lists by title regardless of case then id, replaces and deletes a snippet', async () => {
      await clearSnippets();
      const created = await create(
        '  Weak headline  ',
        '  Your headline at {profile_url} could say more ({risk_level} risk).  ',
      );
      expect(created).toEqual({
        id: expect.any(Number),
        title: 'Weak headline',
        body: 'Your headline at {profile_url} could say more ({risk_level} risk).',
        created_at: expect.stringMatching(ISO),
        updated_at: expect.stringMatching(ISO),
        updated_by: admin.email,
      });
      expect(await expectStatus<Snippet>(await get(PATHS.snippet(created.id)), 200)).toEqual(
        created,
      );
      // The spec's paths work without the trailing slash too.
      expect((await get(`/api/admin/snippets/${created.id}`)).status).toBe(200);

      const zebra = await create('zebra');
      const apple = await create('Apple');
      const twin = await create('apple');
      expect((await list()).map((snippet) => snippet.id)).toEqual([
        apple.id,
        twin.id,
        created.id,
        zebra.id,
      ]);

      const replaced = await expectStatus<Snippet>(
        await send(
          'PUT',
          PATHS.snippet(created.id),
          { title: 'Headline', body: 'New text' },
          otherAdmin,
        ),
        200,
      );
      expect(replaced).toEqual({
        ...created,
        title: 'Headline',
        body: 'New text',
        updated_at: expect.stringMatching(ISO),
        updated_by: otherAdmin.email,
      });
      expect(Date.parse(replaced.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(created.updated_at),
      );
      expect(await expectStatus<Snippet>(await get(PATHS.snippet(created.id)), 200)).toEqual(
        replaced,
      );

      expect(await expectStatus(await remove(PATHS.snippet(created.id)), 200)).toEqual({
        message: SNIPPET_MESSAGES.deleted,
      });
      expect(await expectStatus(await get(PATHS.snippet(created.id)), 404)).toEqual({
        detail: SNIPPET_MESSAGES.notFound,
      });
      expect((await list()).map((snippet) => snippet.id)).toEqual([apple.id, twin.id, zebra.id]);
    });

    it('answers 404 for a snippet that does not exist (or no longer), writing nothing', async () => {
      const gone = await create('Gone');
      await expectStatus(await remove(PATHS.snippet(gone.id)), 200);
      const audited = await auditCount();
      const before = await snippetCount();
      expect(await expectStatus(await get(PATHS.snippet(gone.id)), 404)).toEqual({
        detail: SNIPPET_MESSAGES.notFound,
      });
      expect(
        await expectStatus(
          await send('PUT', PATHS.snippet(gone.id), { title: 'Back', body: 'Again' }),
          404,
        ),
      ).toEqual({
        detail: SNIPPET_MESSAGES.notFound,
      });
      expect(await expectStatus(await remove(PATHS.snippet(gone.id)), 404)).toEqual({
        detail: SNIPPET_MESSAGES.notFound,
      });
      expect(await snippetCount()).toBe(before);
      expect(await auditCount()).toBe(audited);
    });

    it('refuses ids that no row can have with 400', async () => {
      for (const id of BAD_IDS) {
        expect(await expectStatus(await get(`/api/admin/snippets/${id}/`), 400)).toEqual({
          detail: INVALID_ID,
        });
        expect(
          await expectStatus(
            await send('PUT', `/api/admin/snippets/${id}/`, { title: 'T', body: 'B' }),
            400,
          ),
        ).toEqual({
          detail: INVALID_ID,
        });
        expect(await expectStatus(await remove(`/api/admin/snippets/${id}/`), 400)).toEqual({
          detail: INVALID_ID,
        });
      }
    });

    it('shows updated_by as null once the last saver’s account is gone', async () => {
      const leaving = await account({ role: 'admin' });
      const snippet = await create('Orphan', 'Text', leaving);
      expect(snippet.updated_by).toBe(leaving.email);
      await api.dataSource.getRepository(User).delete({ id: leaving.id });
      expect(await expectStatus<Snippet>(await get(PATHS.snippet(snippet.id)), 200)).toEqual({
        ...snippet,
        updated_by: null,
      });
    });
  });

  describe('validation: 400 and nothing written', () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['no title', { body: 'Text' }, { title: [SNIPPET_TITLE_REQUIRED] }],
      ['a blank title', { title: '   ', body: 'Text' }, { title: [SNIPPET_TITLE_REQUIRED] }],
      [
        'a title that is not a string',
        { title: 42, body: 'Text' },
        { title: [SNIPPET_TITLE_NOT_STRING] },
      ],
      [
        'a title too long',
        { title: 'x'.repeat(SNIPPET_TITLE_MAX_LENGTH + 1), body: 'Text' },
        { title: [SNIPPET_TITLE_TOO_LONG] },
      ],
      ['no text', { title: 'Title' }, { body: [SNIPPET_BODY_REQUIRED] }],
      ['a blank text', { title: 'Title', body: '\n\t ' }, { body: [SNIPPET_BODY_REQUIRED] }],
      [
        'a text that is not a string',
        { title: 'Title', body: ['a'] },
        { body: [SNIPPET_BODY_NOT_STRING] },
      ],
      [
        'a text too long',
        { title: 'Title', body: 'x'.repeat(SNIPPET_BODY_MAX_LENGTH + 1) },
        { body: [SNIPPET_BODY_TOO_LONG] },
      ],
      [
        'an unknown field',
        { title: 'Title', body: 'Text', id: 7 },
        { id: ['property id should not exist'] },
      ],
      [
        'an unknown variable, listing the known ones',
        { title: 'Greeting', body: 'Dear {first_name}, your score is {score}.' },
        { body: [PLACEHOLDER_MESSAGES.unknownVariables(['{first_name}'])] },
      ],
      [
        'every unknown variable, once each (case counts)',
        { title: 'Greeting', body: '{Score} {first_name} {first_name} {team_2}' },
        { body: [PLACEHOLDER_MESSAGES.unknownVariables(['{Score}', '{first_name}', '{team_2}'])] },
      ],
      ['neither', {}, { title: [SNIPPET_TITLE_REQUIRED], body: [SNIPPET_BODY_REQUIRED] }],
    ];

    it.each(cases)('POST and PUT refuse %s', async (_name, body, errors) => {
      const existing = await create('Kept', 'Kept text');
      const before = await snippetCount();
      const audited = await auditCount();
      expect(await expectStatus(await send('POST', PATHS.snippets, body), 400)).toEqual({
        detail: 'Validation failed',
        errors,
      });
      expect(await expectStatus(await send('PUT', PATHS.snippet(existing.id), body), 400)).toEqual({
        detail: 'Validation failed',
        errors,
      });
      expect(await snippetCount()).toBe(before);
      expect(await expectStatus<Snippet>(await get(PATHS.snippet(existing.id)), 200)).toEqual(
        existing,
      );
      expect(await auditCount()).toBe(audited);
    });

    it('accepts every known variable, and braces that are no variable', async () => {
      const body = `${SNIPPET_VARIABLES.map((name) => `{${name}}`).join(' ')} {} { spaced } {"json": 1} {a-b}`;
      expect(PLACEHOLDER_MESSAGES.unknownVariables(['{x}'])).toContain(
        SNIPPET_VARIABLES.map((name) => `{${name}}`).join(', '),
      );
      expect(await create('Every variable', body)).toMatchObject({ body });
    });

    it('accepts a title and text at their longest', async () => {
      const title = 'é'.repeat(SNIPPET_TITLE_MAX_LENGTH);
      const body = 'x'.repeat(SNIPPET_BODY_MAX_LENGTH);
      expect(await create(title, body)).toMatchObject({ title, body });
    });

    it('refuses malformed JSON and a body that is not an object', async () => {
      const before = await snippetCount();
      expect((await send('POST', PATHS.snippets, '{"title":')).status).toBe(400);
      expect((await send('POST', PATHS.snippets, '"Title"')).status).toBe(400);
      expect(await snippetCount()).toBe(before);
    });
  });

  describe(`the cap of ${SNIPPETS_CAP}`, () => {
    it('answers 409 past the cap, also when admins add the last ones at once', async () => {
      await clearSnippets();
      await api.dataSource.query(
        `INSERT INTO "report_snippets" ("title", "body") SELECT 'Seeded ' || g, 'Text' FROM generate_series(1, $1::int) g`,
        [SNIPPETS_CAP - 2],
      );
      // Five at once for the last two places: exactly two are stored.
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          send(
            'POST',
            PATHS.snippets,
            { title: `Race ${index}`, body: 'Text' },
            index % 2 ? admin : otherAdmin,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 201, 409, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.status === 409)) {
        expect(await answer.json()).toEqual({ detail: SNIPPET_MESSAGES.full });
      }
      expect(await snippetCount()).toBe(SNIPPETS_CAP);
      expect(
        await expectStatus(
          await send('POST', PATHS.snippets, { title: 'One more', body: 'Text' }),
          409,
        ),
      ).toEqual({
        detail: SNIPPET_MESSAGES.full,
      });
      expect(await snippetCount()).toBe(SNIPPETS_CAP);

      // Editing is not adding: allowed at the cap. Deleting one makes room for one.
      const [first] = await list();
      await expectStatus(
        await send('PUT', PATHS.snippet(first.id), { title: 'Edited at the cap', body: 'Text' }),
        200,
      );
      await expectStatus(await remove(PATHS.snippet(first.id)), 200);
      await create('Room again');
      expect(await snippetCount()).toBe(SNIPPETS_CAP);
      await clearSnippets();
    });
  });

  describe('audit', () => {
    it('records snippet.created, snippet.updated and snippet.deleted with the actor and the title', async () => {
      const snippet = await create('Audited');
      await expectStatus(
        await send(
          'PUT',
          PATHS.snippet(snippet.id),
          { title: 'Audited again', body: 'Text' },
          otherAdmin,
        ),
        200,
      );
      await expectStatus(await remove(PATHS.snippet(snippet.id)), 200);
      const target = { target_type: 'snippet', target_id: String(snippet.id) };
      expect(await auditOf(snippet.id)).toEqual([
        {
          actor_id: admin.id,
          actor_email: admin.email,
          action: 'snippet.created',
          ...target,
          details: { title: 'Audited' },
        },
        {
          actor_id: otherAdmin.id,
          actor_email: otherAdmin.email,
          action: 'snippet.updated',
          ...target,
          details: { title: 'Audited again' },
        },
        {
          actor_id: admin.id,
          actor_email: admin.email,
          action: 'snippet.deleted',
          ...target,
          details: { title: 'Audited again' },
        },
      ]);
    });

    it('stores no snippet and no entry when the acting admin’s account is gone (401)', async () => {
      const leaving = await account({ role: 'admin' });
      const kept = await create('Kept for the leaver');
      await api.dataSource.getRepository(User).delete({ id: leaving.id });
      const before = await snippetCount();
      const audited = await auditCount();
      expect(
        (await send('POST', PATHS.snippets, { title: 'Ghost', body: 'Text' }, leaving)).status,
      ).toBe(401);
      expect(
        (await send('PUT', PATHS.snippet(kept.id), { title: 'Ghost', body: 'Text' }, leaving))
          .status,
      ).toBe(401);
      expect(await snippetCount()).toBe(before);
      expect(await expectStatus<Snippet>(await get(PATHS.snippet(kept.id)), 200)).toEqual(kept);
      expect(await auditCount()).toBe(audited);
    });
  });
});
