import {
  API_PATHS,
  DESK_API_PATHS,
  DESK_MESSAGES,
  INVALID_ID,
  NOTE_MAX_LENGTH,
  PERMISSION_DENIED,
  type PendingListResponse,
  type ProcessedListResponse,
  SUBMISSION_NOT_FOUND,
  type Submission,
  type SubmissionNote,
  VALIDATION_FAILED,
} from '@profileproof/contracts';
import { accountFactory, type TestAccount } from './support/accounts';
import { streamFor } from './support/event-stream';
import { bearer, json } from './support/http';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const PATHS = API_PATHS.admin;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const SECRET = 'Internal: customer looked like a recruiter bot, double-check';

describe('internal notes: /api/admin/submissions/{id}/notes/', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let otherAdmin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'notes-spec');
    admin = await account({ role: 'admin' });
    otherAdmin = await account({ role: 'admin' });
    customer = await account();
  });

  afterAll(async () => {
    await api?.close();
  });

  const post = (id: number | string, body: unknown, who: TestAccount = admin) =>
    api.request(DESK_API_PATHS.notes(id), json(body, { method: 'POST', token: who.token }));
  const get = (path: string, who: TestAccount = admin) => api.request(path, bearer(who.token));

  async function body<T>(response: Response, status: number): Promise<T> {
    const answer: unknown = await response.json();
    if (response.status !== status)
      throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(answer)}`);
    return answer as T;
  }

  const notesOf = async (id: number) =>
    body<SubmissionNote[]>(await get(DESK_API_PATHS.notes(id)), 200);
  const storedCount = async () =>
    Number((await api.dataSource.query('SELECT count(*) AS n FROM "submission_notes"'))[0].n);
  const reply = (id: number) =>
    api.request(
      API_PATHS.contact.reply(id),
      json(
        { reply: 'Your report', analysis: { connections: 300 }, base_version: 0 },
        { method: 'POST', token: admin.token },
      ),
    );

  it('adds a note (201, trimmed, with its author) and lists them oldest first, audited without the text', async () => {
    const id = await insertSubmission(api, customer.id);
    const first = await body<SubmissionNote>(await post(id, { text: `  ${SECRET}  ` }), 201);
    expect(first).toEqual({
      id: expect.any(Number),
      author: admin.email,
      text: SECRET,
      created_at: expect.stringMatching(ISO),
    });
    const second = await body<SubmissionNote>(
      await post(id, { text: 'Checked: fine' }, otherAdmin),
      201,
    );
    expect(await notesOf(id)).toEqual([first, second]);
    const audit = await api.dataSource.query(
      `SELECT "actor_email", "action", "details" FROM "audit_log" WHERE "target_type" = 'submission' AND "target_id" = $1 ORDER BY "id"`,
      [String(id)],
    );
    expect(audit).toEqual([
      {
        actor_email: admin.email,
        action: 'note.added',
        details: { note_id: first.id, length: SECRET.length },
      },
      {
        actor_email: otherAdmin.email,
        action: 'note.added',
        details: { note_id: second.id, length: 13 },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('recruiter');
  });

  it('takes exactly NOTE_MAX_LENGTH characters and refuses bad bodies (400, nothing stored)', async () => {
    const id = await insertSubmission(api, customer.id);
    expect((await post(id, { text: 'x'.repeat(NOTE_MAX_LENGTH) })).status).toBe(201);
    const before = await storedCount();
    const cases: [unknown, string][] = [
      [{}, DESK_MESSAGES.noteRequired],
      [{ text: '   ' }, DESK_MESSAGES.noteRequired],
      [{ text: 42 }, DESK_MESSAGES.noteNotString],
      [{ text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, DESK_MESSAGES.noteTooLong],
    ];
    for (const [sent, message] of cases) {
      expect(await body(await post(id, sent), 400)).toEqual({
        detail: VALIDATION_FAILED,
        errors: { text: [message] },
      });
    }
    expect((await post(id, { text: 'ok', author: 'someone@else' })).status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('answers 401, 403 for a customer (even the owner), 400 for a bad id and 404 for an unknown or deleted submission', async () => {
    const id = await insertSubmission(api, customer.id);
    const before = await storedCount();
    expect((await api.request(DESK_API_PATHS.notes(id))).status).toBe(401);
    expect(
      (await api.request(DESK_API_PATHS.notes(id), json({ text: 'x' }, { method: 'POST' }))).status,
    ).toBe(401);
    expect(await body(await get(DESK_API_PATHS.notes(id), customer), 403)).toEqual({
      detail: PERMISSION_DENIED,
    });
    expect(await body(await post(id, { text: 'mine' }, customer), 403)).toEqual({
      detail: PERMISSION_DENIED,
    });
    expect(await body(await post('abc', { text: 'x' }), 400)).toEqual({ detail: INVALID_ID });
    expect(await body(await get(DESK_API_PATHS.notes(2_000_000_000)), 404)).toEqual({
      detail: SUBMISSION_NOT_FOUND,
    });
    expect(await body(await post(2_000_000_000, { text: 'x' }), 404)).toEqual({
      detail: SUBMISSION_NOT_FOUND,
    });
    const deleted = await insertSubmission(api, customer.id, { deletedAt: new Date() });
    expect((await post(deleted, { text: 'x' })).status).toBe(404);
    expect((await get(DESK_API_PATHS.notes(deleted))).status).toBe(404);
    expect(await storedCount()).toBe(before);
  });

  it('counts notes on the pending queue and the reviewed list', async () => {
    const pending = await insertSubmission(api, customer.id);
    await post(pending, { text: 'one' });
    await post(pending, { text: 'two' });
    const queue = await body<PendingListResponse>(await get(`${PATHS.submissions}?limit=500`), 200);
    expect(queue.submissions.find((row) => row.id === pending)?.notes_count).toBe(2);
    expect(queue.submissions.every((row) => typeof row.notes_count === 'number')).toBe(true);

    await post(pending, { text: 'three' });
    expect((await reply(pending)).status).toBe(200);
    const reviewed = await body<ProcessedListResponse>(await get(PATHS.processed), 200);
    expect(reviewed.submissions.find((row) => row.id === pending)?.notes_count).toBe(3);
  });

  it('never reaches the customer: not in their list, not in their live events', async () => {
    const id = await insertSubmission(api, customer.id);
    const stream = await streamFor(customer.token, api);
    try {
      await post(id, { text: SECRET });
      expect((await reply(id)).status).toBe(200);
      // The reply's event is the first the customer receives: the note sent none before it.
      expect(await stream.nextEvent()).toEqual({
        type: 'submission.replied',
        data: { type: 'submission.replied', id },
      });
    } finally {
      stream.close();
    }
    const response = await get(API_PATHS.contact.userSubmissions, customer);
    const text = await response.clone().text();
    expect(text).not.toContain('recruiter');
    expect(text).not.toContain('notes_count');
    const own = ((await response.json()) as Submission[]).find((row) => row.id === id);
    expect(own).toBeDefined();
    expect(Object.keys(own ?? {})).not.toContain('notes');
  });

  it('erases the notes of a deleted submission', async () => {
    const id = await insertSubmission(api, customer.id);
    await post(id, { text: SECRET });
    expect((await reply(id)).status).toBe(200);
    const removed = await api.request(PATHS.processedItem(id), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(removed.status).toBe(200);
    expect(
      await api.dataSource.query('SELECT 1 FROM "submission_notes" WHERE "submission_id" = $1', [
        id,
      ]),
    ).toEqual([]);
  });
});
