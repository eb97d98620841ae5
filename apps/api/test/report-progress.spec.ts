import { readChecklist, scoreAnalysis } from '@profileproof/analysis';
import {
  API_PATHS,
  type ProfileHistoryResponse,
  type ReportTodoResponse,
} from '@profileproof/contracts';
import { ACCOUNT_API_PATHS, type AccountExport } from '@profileproof/contracts/account';
import { accountFactory, type TestAccount } from './support/accounts';
import { bearer } from './support/http';
import { body, CHECKLISTS, checklistOf, reportCalls } from './support/report';
import { insertSubmission } from './support/submissions';
import { createTestApp, type TestApp } from './support/test-app';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * The customer's structured report (issue 39) across reports: the progress of each profile over
 * its reviews (GET /api/contact/profiles/), and each submission's report in the data export.
 */
describe('report progress: GET /api/contact/profiles/ and the report in the data export', () => {
  let api: TestApp;
  let account: ReturnType<typeof accountFactory>;
  let admin: TestAccount;
  let stranger: TestAccount;
  let calls: ReturnType<typeof reportCalls>;

  beforeAll(async () => {
    api = await createTestApp();
    account = accountFactory(api, 'report-progress-spec');
    admin = await account({ role: 'admin' });
    stranger = await account();
    calls = reportCalls(api, admin);
  });

  afterAll(async () => {
    await api?.close();
  });

  const reviewed = (analysis: Record<string, unknown>, owner: TestAccount, linkedinUrl?: string) =>
    calls.reviewed(owner, analysis, linkedinUrl);

  it("groups the reviewed profiles: reviews oldest first, profiles by their latest review; pending, deleted, unscored and others' left out", async () => {
    const owner = await account();
    const link = (handle: string) => `https://www.linkedin.com/in/${handle}/`;
    const c = await reviewed(CHECKLISTS[2], owner, link('carol'));
    const a1 = await reviewed(CHECKLISTS[0], owner, link('ada'));
    const b = await reviewed(CHECKLISTS[1], owner, link('bob'));
    const a2 = await reviewed(CHECKLISTS[1], owner, link('ada'));
    const a3 = await reviewed(CHECKLISTS[2], owner, link('ada'));
    // Left out: a pending one, a deleted one, one replied without a checklist, another user's.
    await insertSubmission(api, owner.id, { linkedinUrl: link('ada') });
    await insertSubmission(api, owner.id, {
      linkedinUrl: link('ada'),
      isProcessed: true,
      adminReply: 'Gone',
      adminReplyDate: new Date(Date.now() + 60_000),
      qualityScore: 99,
      spamScore: 1,
      deletedAt: new Date(),
    });
    await reviewed({}, owner, link('dan'));
    await reviewed(CHECKLISTS[0], stranger, link('ada'));

    const answer = await body<ProfileHistoryResponse>(
      await api.request(API_PATHS.contact.profiles, bearer(owner.token)),
      200,
    );
    const scores = (analysis: Record<string, unknown>, handle: string) => {
      const { qualityScore, spamScore } = scoreAnalysis(checklistOf(analysis, link(handle)));
      return { profile_score: qualityScore, spam_score: spamScore };
    };
    const review = (id: number, analysis: Record<string, unknown>, handle: string) => ({
      submission_id: id,
      replied_at: expect.stringMatching(ISO),
      ...scores(analysis, handle),
    });
    expect(answer).toEqual({
      profiles: [
        {
          linkedin_url: link('ada'),
          reviews: [
            review(a1, CHECKLISTS[0], 'ada'),
            review(a2, CHECKLISTS[1], 'ada'),
            review(a3, CHECKLISTS[2], 'ada'),
          ],
        },
        { linkedin_url: link('bob'), reviews: [review(b, CHECKLISTS[1], 'bob')] },
        { linkedin_url: link('carol'), reviews: [review(c, CHECKLISTS[2], 'carol')] },
      ],
    });
    const ada = answer.profiles[0].reviews;
    expect(new Set(ada.map((r) => r.profile_score)).size).toBe(3);
    expect([...ada.map((r) => r.replied_at)].sort()).toEqual(ada.map((r) => r.replied_at));
    // The scores are the stored ones.
    const stored = await api.dataSource.query(
      `SELECT "id", "quality_score", "spam_score" FROM "submissions" WHERE "id" = ANY($1::int[]) ORDER BY "id"`,
      [[a1, a2, a3]],
    );
    expect(stored).toEqual(
      ada.map((r) => ({
        id: r.submission_id,
        quality_score: r.profile_score,
        spam_score: r.spam_score,
      })),
    );
    // A user without reviews has none; the stranger sees only their own.
    const fresh = await account();
    expect(
      await body(await api.request(API_PATHS.contact.profiles, bearer(fresh.token)), 200),
    ).toEqual({ profiles: [] });
    const theirs = await body<ProfileHistoryResponse>(
      await api.request(API_PATHS.contact.profiles, bearer(stranger.token)),
      200,
    );
    expect(theirs.profiles.flatMap((p) => p.reviews.map((r) => r.submission_id))).not.toContain(a1);
  });

  it("exports each submission's current report with its ticks (null without a checklist), never the desk's notes", async () => {
    const owner = await account();
    const id = await reviewed(CHECKLISTS[0], owner);
    const v1 = await calls.todo(id, owner);
    await body(
      await calls.putTodo(
        id,
        { reply_id: v1.reply_id, item: 'hasRecommendations', done: true },
        owner,
      ),
      200,
    );
    await calls.reply(id, CHECKLISTS[1], 1);
    const v2 = await calls.todo(id, owner);
    const ticked = await body<ReportTodoResponse>(
      await calls.putTodo(id, { reply_id: v2.reply_id, item: 'hasCustomURL', done: true }, owner),
      200,
    );
    const withoutChecklist = await reviewed({}, owner);
    const pending = await insertSubmission(api, owner.id);
    await api.dataSource.query(
      `INSERT INTO "submission_notes" ("submission_id", "text") VALUES ($1, 'Internal: keep an eye on this one')`,
      [id],
    );

    const response = await api.request(ACCOUNT_API_PATHS.export, bearer(owner.token));
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toContain('Internal: keep an eye on this one');
    const data = JSON.parse(raw) as AccountExport;
    const byId = new Map(data.submissions.map((submission) => [submission.id, submission]));
    expect(byId.get(withoutChecklist)?.report).toBeNull();
    expect(byId.get(pending)?.report).toBeNull();

    const [{ form_data: form }] = await api.dataSource.query(
      `SELECT "form_data" FROM "submission_replies" WHERE "id" = $1`,
      [v2.reply_id],
    );
    const checklist = readChecklist(form);
    if (!checklist) throw new Error('The reply has no checklist');
    const figures = scoreAnalysis(checklist);
    const report = byId.get(id)?.report;
    expect(report).toEqual({
      profile_score: figures.qualityScore,
      spam_score: figures.spamScore,
      risk_level: figures.riskLevel,
      good_for_outreach: figures.goodForOutreach,
      checks: expect.any(Array),
      todo: ticked.items,
    });
    expect(report?.checks).toHaveLength(26);
    expect(report?.checks).toContainEqual({
      id: 'hasProfileSummary',
      section: 'completeness',
      status: 'met',
    });
    expect(report?.checks).toContainEqual({
      id: 'hasCustomURL',
      section: 'identity',
      status: 'unmet',
    });
    expect(report?.todo.filter((item) => item.done).map((item) => item.id)).toEqual([
      'hasCustomURL',
    ]);
  });
});
