import type { DataSource } from 'typeorm';
import {
  migrationStates,
  revertLastMigration,
  runPendingMigrations,
} from '../src/database/migrations-runner';
import { User } from '../src/users/entities/user.entity';
import { UsersRepository } from '../src/users/users.repository';
import { UsersService } from '../src/users/users.service';
import { createTestApp, type TestApp } from './support/test-app';

const TABLES = [
  'email_tokens',
  'refresh_tokens',
  'submission_replies',
  'submissions',
  'subscriptions',
  'users',
];
/** The tables of migration ReviewOperations. */
const REVIEW_OPS_TABLES = ['audit_log', 'report_snippets', 'submission_claims'];
/** The tallies of migration ReviewTallies, kept by triggers. */
const TALLY_TABLES = ['reviewed_buckets', 'submission_days', 'submission_totals'];
/** Tallies of migration DeskSearch. */
const DESK_TABLES = ['reply_window_days'];
/** The table of migration MailDeliveries (pg-boss's own tables are in schema pgboss, not here). */
const MAIL_TABLES = ['mail_deliveries'];
/** The tables of migration TwoStepSignIn. */
const TWO_STEP_TABLES = ['mfa_challenges', 'two_step_credentials'];
/** The table of migration CanonicalProfileLinks. */
const IDEMPOTENCY_TABLES = ['submission_idempotency_keys'];
/** The tables of migration DeskNotesAndRatings. */
const NOTES_TABLES = ['submission_notes', 'submission_ratings'];
/** The table of migration ReportTodoTicks. */
const REPORT_TABLES = ['report_todo_ticks'];
/** The tables of migration Billing. */
const BILLING_TABLES = [
  'billing_customers',
  'billing_events',
  'billing_invoices',
  'billing_subscriptions',
  'billing_tier_changes',
];
const ALL_TABLES = [
  ...TABLES,
  ...TALLY_TABLES,
  ...REVIEW_OPS_TABLES,
  ...MAIL_TABLES,
  ...DESK_TABLES,
  ...NOTES_TABLES,
  ...TWO_STEP_TABLES,
  ...IDEMPOTENCY_TABLES,
  ...REPORT_TABLES,
  ...BILLING_TABLES,
].sort();

/** Index name -> the part of its definition that matters (columns, order, condition). */
const INDEXES: Record<string, string> = {
  users_email_key: 'UNIQUE INDEX users_email_key ON public.users USING btree (email)',
  users_admin_email_idx: "(lower((email)::text)) WHERE ((role)::text = 'admin'::text)",
  users_google_sub_key: '(google_sub)',
  refresh_tokens_token_hash_key: '(token_hash)',
  refresh_tokens_user_id_idx: '(user_id)',
  refresh_tokens_live_family_id_idx: '(family_id) WHERE (revoked_at IS NULL)',
  email_tokens_token_hash_key: '(token_hash)',
  email_tokens_user_id_purpose_idx: '(user_id, purpose)',
  mail_deliveries_delivered_at_idx: '(delivered_at)',
  subscriptions_user_id_source_key: '(user_id, source)',
  billing_customers_provider_customer_id_key: '(provider, customer_id)',
  billing_customers_user_id_provider_key: '(user_id, provider)',
  billing_events_provider_customer_id_idx: '(provider, customer_id)',
  billing_events_provider_event_id_key: '(provider, event_id)',
  billing_events_state_received_at_idx: '(state, received_at)',
  billing_invoices_customer_invoice_key: '(billing_customer_id, invoice_id)',
  billing_subscriptions_customer_subscription_key: '(billing_customer_id, subscription_id)',
  billing_tier_changes_user_id_idx: '(user_id)',
  subscriptions_tier_idx: '(tier)',
  subscriptions_end_date_idx: '(end_date)',
  subscriptions_created_by_id_idx: '(created_by_id)',
  submissions_user_id_created_at_idx: '(user_id, created_at DESC)',
  submissions_pending_due_by_idx:
    '(due_by, created_at, id) WHERE ((is_processed = false) AND (deleted_at IS NULL))',
  submissions_linkedin_url_trgm_idx: 'USING gin (linkedin_url gin_trgm_ops)',
  submissions_live_created_at_idx: '(created_at) WHERE (deleted_at IS NULL)',
  submissions_pending_profile_idx:
    '(user_id, linkedin_url) WHERE ((is_processed = false) AND (deleted_at IS NULL))',
  users_email_trgm_idx: 'USING gin (email gin_trgm_ops)',
  submissions_reviewed_order_idx:
    "(COALESCE(admin_reply_date, '-infinity'::timestamp with time zone), id) INCLUDE (admin_reply_date, created_at) WHERE ((is_processed = true) AND (deleted_at IS NULL))",
  submission_replies_submission_id_created_at_idx: '(submission_id, created_at)',
  submission_replies_admin_id_idx: '(admin_id)',
  submission_claims_admin_id_idx: '(admin_id)',
  audit_log_created_at_idx: '(created_at, id)',
  audit_log_actor_idx: '(lower((actor_email)::text), created_at, id)',
  audit_log_action_idx: '(action, created_at, id)',
  report_snippets_updated_by_id_idx: '(updated_by_id)',
  submission_notes_submission_id_created_at_idx: '(submission_id, created_at)',
  submission_notes_author_id_idx: '(author_id)',
  mfa_challenges_token_hash_key: '(token_hash)',
  mfa_challenges_user_id_idx: '(user_id)',
  submission_replies_created_at_idx: '(created_at)',
  report_todo_ticks_user_id_idx: '(user_id)',
};

async function tablesIn(dataSource: DataSource): Promise<string[]> {
  const rows: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY tablename`,
  );
  return rows.map((row) => row.tablename);
}

async function columnsOf(dataSource: DataSource, table: string): Promise<string[]> {
  const rows: { column_name: string }[] = await dataSource.query(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

async function checksOf(dataSource: DataSource, table: string): Promise<string[]> {
  const rows: { conname: string }[] = await dataSource.query(
    `SELECT conname FROM pg_constraint WHERE contype = 'c' AND conrelid = $1::regclass`,
    [`public.${table}`],
  );
  return rows.map((row) => row.conname);
}

describe('database schema', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(() => api?.close());

  it('is created by the migrations at start', async () => {
    expect(await tablesIn(api.dataSource)).toEqual(ALL_TABLES);
    expect(await migrationStates(api.dataSource)).toEqual([
      { name: 'InitialSchema1795300000000', executed: true },
      { name: 'BindVerificationToPassword1795400000000', executed: true },
      { name: 'ProcessedListOrder1795500000000', executed: true },
      { name: 'SessionLifetime1795600000000', executed: true },
      { name: 'SoftDeleteSubmissions1795700000000', executed: true },
      { name: 'ReviewTallies1795800000000', executed: true },
      { name: 'ReviewOperations1795900000000', executed: true },
      { name: 'AuditExportsAndAdmins1796000000000', executed: true },
      { name: 'OperatorAccountChanges1796000000300', executed: true },
      { name: 'MailDeliveries1796000000500', executed: true },
      { name: 'MailDeliveriesPruned1796000000600', executed: true },
      { name: 'AccountManagement1796100000000', executed: true },
      { name: 'TwoStepSignIn1796100100000', executed: true },
      { name: 'ReplyWindows1796200000000', executed: true },
      { name: 'DeskSearch1796200000100', executed: true },
      { name: 'DeskNotesAndRatings1796200100000', executed: true },
      { name: 'LinearTallies1796300000000', executed: true },
      { name: 'RefreshGrace1796400000000', executed: true },
      { name: 'CanonicalEmails1796400100000', executed: true },
      { name: 'TwoStepLockOut1796400200000', executed: true },
      { name: 'CanonicalProfileLinks1796400300000', executed: true },
      { name: 'ZonedStatsIndex1796400500000', executed: true },
      { name: 'ReportTodoTicks1796500000000', executed: true },
      { name: 'Billing1796600000000', executed: true },
      { name: 'PendingProfileIndex1796700000000', executed: true },
    ]);
  });

  it('has the index of every list the app serves', async () => {
    const rows: { indexname: string; indexdef: string }[] = await api.dataSource.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'migrations' AND indexname NOT LIKE '%_pkey'`,
    );
    const definitions = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(Object.keys(definitions).sort()).toEqual(Object.keys(INDEXES).sort());
    for (const [name, definition] of Object.entries(INDEXES)) {
      expect(definitions[name]).toContain(definition);
    }
  });

  it('matches the entities exactly: there is nothing for migration:generate to write', async () => {
    const { upQueries } = await api.dataSource.driver.createSchemaBuilder().log();
    expect(upQueries.map((query) => query.query)).toEqual([]);
  });

  it('keeps one account per address in canonical form, found by any spelling of it', async () => {
    const users = api.dataSource.getRepository(User);
    const service = new UsersService(new UsersRepository(users));
    expect((await service.createWithPassword('Foo@X.com', 'hash'))?.email).toBe('foo@x.com');
    await expect(users.insert({ email: 'foo@x.com' })).rejects.toThrow(/users_email_key/);
    expect((await service.findByEmail('FOO@x.COM'))?.email).toBe('foo@x.com');
    expect(await service.createWithPassword(' FOO@x.com ', 'hash')).toBeNull();
    // The Kelvin sign folds onto k: the same account, not a second one.
    expect((await service.createWithPassword('kate@x.com', 'hash'))?.email).toBe('kate@x.com');
    expect(await service.createWithPassword('\u212Aate@x.com', 'hash')).toBeNull();
  });

  it('enforces roles, tiers and score ranges', async () => {
    const users = api.dataSource.getRepository(User);
    await expect(users.insert({ email: 'root@x.com', role: 'root' as never })).rejects.toThrow(
      /users_role_check/,
    );
    const { id } = await users.save(users.create({ email: 'scores@x.com' }));
    await expect(
      api.dataSource.query(`INSERT INTO subscriptions (user_id, tier) VALUES ($1, 'gold')`, [id]),
    ).rejects.toThrow(/subscriptions_tier_check/);
    await expect(
      api.dataSource.query(
        `INSERT INTO submissions (user_id, linkedin_url, quality_score) VALUES ($1, 'u', 101)`,
        [id],
      ),
    ).rejects.toThrow(/submissions_quality_score_check/);
  });

  it("deletes what belongs to a user with the user, and keeps their submissions as no one's", async () => {
    const [{ id }] = await api.dataSource.query(
      `INSERT INTO users (email) VALUES ('leaving@x.com') RETURNING id`,
    );
    const [submission] = await api.dataSource.query(
      `INSERT INTO submissions (user_id, linkedin_url) VALUES ($1, 'https://www.linkedin.com/in/x') RETURNING id`,
      [id],
    );
    const [reply] = await api.dataSource.query(
      `INSERT INTO submission_replies (submission_id, admin_id, reply) VALUES ($1, $2, 'ok') RETURNING id`,
      [submission.id, id],
    );
    await api.dataSource.query(
      `INSERT INTO report_todo_ticks (reply_id, user_id, item) VALUES ($1, $2, 'hasCustomURL')`,
      [reply.id, id],
    );
    await api.dataSource.query(`INSERT INTO subscriptions (user_id, tier) VALUES ($1, 'basic')`, [
      id,
    ]);
    await api.dataSource.query(`DELETE FROM users WHERE id = $1`, [id]);
    expect(await api.dataSource.query(`SELECT count(*)::int AS n FROM subscriptions`)).toEqual([
      { n: 0 },
    ]);
    expect(await api.dataSource.query(`SELECT count(*)::int AS n FROM report_todo_ticks`)).toEqual([
      { n: 0 },
    ]);
    // Closing an account erases its submissions first (AccountService); the rows stay, counted.
    expect(
      await api.dataSource.query(`SELECT user_id FROM submissions WHERE id = $1`, [submission.id]),
    ).toEqual([{ user_id: null }]);
    expect(
      await api.dataSource.query(
        `SELECT admin_id FROM submission_replies WHERE submission_id = $1`,
        [submission.id],
      ),
    ).toEqual([{ admin_id: null }]);
  });

  it("lets the audit log change only by erasing a closed account's address", async () => {
    await api.dataSource.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id) VALUES (9, 'gone@x.com', 'reply.sent', 'user', 'gone@x.com')`,
    );
    await expect(
      api.dataSource.query(`UPDATE audit_log SET action = 'reply.resent' WHERE actor_id = 9`),
    ).rejects.toThrow(/append-only/);
    await expect(
      api.dataSource.query(`UPDATE audit_log SET actor_email = 'someone@x.com' WHERE actor_id = 9`),
    ).rejects.toThrow(/append-only/);
    await expect(api.dataSource.query(`DELETE FROM audit_log WHERE actor_id = 9`)).rejects.toThrow(
      /append-only/,
    );
    await api.dataSource.query(
      `UPDATE audit_log SET actor_email = '(closed account)', target_id = '(closed account)' WHERE actor_id = 9`,
    );
    expect(
      await api.dataSource.query(`SELECT actor_email, target_id FROM audit_log WHERE actor_id = 9`),
    ).toEqual([{ actor_email: '(closed account)', target_id: '(closed account)' }]);
  });

  it('binds password hashes to verification links only', async () => {
    const [{ id }] = await api.dataSource.query(
      `INSERT INTO users (email) VALUES ('bound@x.com') RETURNING id`,
    );
    const insert = (purpose: string, hash: string) =>
      api.dataSource.query(
        `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at, password_hash) VALUES ($1, $2, $3, now(), $4)`,
        [id, purpose, hash.repeat(64), '$argon2id$v=19$not-a-real-hash'],
      );
    await insert('verify_email', 'a');
    await expect(insert('password_reset', 'b')).rejects.toThrow(/email_tokens_password_hash_check/);
  });

  it('keeps the tallies of lists and statistics equal to a recount, whatever changes the rows', async () => {
    const tallies = async () =>
      api.dataSource.query(
        `SELECT 'total' AS "kind", NULL AS "key", sum("pending_count")::text AS "a", sum("quality_sum")::text AS "b", sum("quality_count")::text AS "c" FROM "submission_totals"
         UNION ALL SELECT 'day', "day"::text, sum("submitted_count")::text, NULL, NULL FROM "submission_days" GROUP BY "day" HAVING sum("submitted_count") <> 0
         UNION ALL SELECT 'bucket', "bound_at"::text || '/' || "bound_id", "reviewed_count"::text, NULL, NULL FROM "reviewed_buckets" WHERE "reviewed_count" <> 0
         UNION ALL SELECT 'replies', "day"::text, sum("replied_count")::text, sum("within_count")::text, NULL FROM "reply_window_days" GROUP BY "day" HAVING sum("replied_count") <> 0
         ORDER BY 1, 2`,
      );
    const [{ id: first }] = await api.dataSource.query(
      `INSERT INTO users (email) SELECT 'tally' || g || '@x.com' FROM generate_series(1, 6) AS g RETURNING id`,
    );
    await api.dataSource.query(
      `INSERT INTO submissions (user_id, linkedin_url, created_at)
       SELECT $1 + g % 6, 'https://www.linkedin.com/in/t' || g, now() - g * interval '7 hours' FROM generate_series(1, 120) AS g`,
      [first],
    );
    const steps = [
      // Replies (scores, reply days over several days), some reviewed without a reply, re-sent replies,
      // re-opened, deleted (soft: content erased), and a user leaving with every submission.
      `UPDATE submissions SET is_processed = true, admin_reply = 'r', admin_reply_date = created_at + interval '5 hours', quality_score = id % 101 WHERE id % 3 = 0`,
      `UPDATE submissions SET is_processed = true WHERE id % 7 = 0 AND NOT is_processed`,
      `UPDATE submissions SET admin_reply_date = now(), quality_score = 42 WHERE id % 5 = 0 AND is_processed`,
      `UPDATE submissions SET is_processed = false WHERE id % 13 = 0`,
      `UPDATE submissions SET deleted_at = now(), admin_reply = NULL, admin_reply_date = NULL, quality_score = NULL WHERE id % 11 = 0 AND is_processed`,
      `UPDATE submissions SET message = 'edited' WHERE id % 2 = 0`,
      `DELETE FROM users WHERE id = ${Number(first) + 1}`,
    ];
    for (const step of steps) await api.dataSource.query(step);
    const kept = await tallies();
    expect(kept.length).toBeGreaterThan(10);
    await api.dataSource.query(`SELECT submission_tallies_rebuild()`);
    expect(await tallies()).toEqual(kept);
    expect(kept[kept.length - 1]).toMatchObject({ kind: 'total' });
    const [recount] = await api.dataSource.query(
      `SELECT count(*) FILTER (WHERE NOT is_processed)::text AS "a" FROM submissions WHERE deleted_at IS NULL`,
    );
    expect(kept.find((row: { kind: string }) => row.kind === 'total').a).toBe(recount.a);

    // TRUNCATE empties them.
    await api.dataSource.query(`TRUNCATE submissions CASCADE`);
    expect(await tallies()).toEqual([{ kind: 'total', key: null, a: null, b: null, c: null }]);
  });

  it('keeps the audit log append-only: no UPDATE, DELETE or TRUNCATE, whoever asks', async () => {
    const [{ id }] = await api.dataSource.query(
      `INSERT INTO audit_log (actor_email, action, target_type, target_id) VALUES ('a@x.com', 'reply.sent', 'submission', '1') RETURNING id`,
    );
    await expect(
      api.dataSource.query(`UPDATE audit_log SET actor_email = 'b@x.com' WHERE id = $1`, [id]),
    ).rejects.toThrow(/append-only/);
    await expect(api.dataSource.query(`DELETE FROM audit_log WHERE id = $1`, [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(api.dataSource.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect(
      await api.dataSource.query(`SELECT actor_email FROM audit_log WHERE id = $1`, [id]),
    ).toEqual([{ actor_email: 'a@x.com' }]);
  });

  it('can be reverted and applied again, one migration at a time', async () => {
    const processedIndex = async () =>
      (
        (await api.dataSource.query(
          `SELECT indexdef FROM pg_indexes WHERE indexname = 'submissions_processed_reply_date_idx'`,
        )) as {
          indexdef: string;
        }[]
      )[0]?.indexdef;
    // Reverting the soft delete removes the hidden rows for good (the schema before it cannot hide them).
    const [{ id: owner }] = await api.dataSource.query(
      `INSERT INTO users (email) VALUES ('reverting@x.com') RETURNING id`,
    );
    await api.dataSource.query(
      `INSERT INTO submissions (user_id, linkedin_url, is_processed, deleted_at) VALUES ($1, 'kept', true, NULL), ($1, 'hidden', true, now())`,
      [owner],
    );
    // Reverting the operator's entries names the operator in words: the column had no nulls before.
    await api.dataSource.query(
      `INSERT INTO audit_log (actor_email, action, target_type, target_id) VALUES (NULL, 'admin.created', 'user', 'reverting@x.com')`,
    );
    const roleTriggers = async () =>
      (
        (await api.dataSource.query(
          `SELECT tgname FROM pg_trigger WHERE tgrelid = 'users'::regclass AND NOT tgisinternal`,
        )) as unknown[]
      ).length;
    expect(await roleTriggers()).toBe(1);
    const tallyTriggers = async () =>
      (
        (await api.dataSource.query(
          `SELECT tgname FROM pg_trigger WHERE tgrelid = 'submissions'::regclass AND NOT tgisinternal ORDER BY tgname`,
        )) as { tgname: string }[]
      ).map((row) => row.tgname);
    expect(await tallyTriggers()).toEqual([
      'submissions_default_due_by',
      'submissions_tally_delete',
      'submissions_tally_insert',
      'submissions_tally_truncate',
      'submissions_tally_update',
      'submissions_window_tally_delete',
      'submissions_window_tally_insert',
      'submissions_window_tally_truncate',
      'submissions_window_tally_update',
    ]);
    // Reverting the statement triggers brings back the row triggers, which keep counting.
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'PendingProfileIndex1796700000000',
    );
    expect(
      await api.dataSource.query(
        `SELECT 1 FROM pg_indexes WHERE indexname = 'submissions_pending_profile_idx'`,
      ),
    ).toEqual([]);
    expect((await revertLastMigration(api.dataSource))?.name).toBe('Billing1796600000000');
    expect(await tablesIn(api.dataSource)).not.toContain('billing_events');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReportTodoTicks1796500000000');
    expect(await tablesIn(api.dataSource)).not.toContain('report_todo_ticks');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ZonedStatsIndex1796400500000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'CanonicalProfileLinks1796400300000',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe('TwoStepLockOut1796400200000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('CanonicalEmails1796400100000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('RefreshGrace1796400000000');
    expect(await columnsOf(api.dataSource, 'refresh_tokens')).not.toContain('successor_sealed');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('LinearTallies1796300000000');
    expect(await tallyTriggers()).toEqual([
      'submissions_default_due_by',
      'submissions_tally',
      'submissions_tally_truncate',
      'submissions_window_tally',
      'submissions_window_tally_truncate',
    ]);
    await api.dataSource.query(
      `INSERT INTO submissions (user_id, linkedin_url, is_processed) VALUES ($1, 'row trigger', true)`,
      [owner],
    );
    expect(
      await api.dataSource.query(`SELECT sum("reviewed_count")::int AS n FROM "reviewed_buckets"`),
    ).toEqual([{ n: 2 }]);
    await api.dataSource.query(`DELETE FROM submissions WHERE linkedin_url = 'row trigger'`);
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'DeskNotesAndRatings1796200100000',
    );
    expect(await tablesIn(api.dataSource)).not.toContain('submission_notes');
    expect(await columnsOf(api.dataSource, 'submission_replies')).not.toContain('claimed_at');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('DeskSearch1796200000100');
    expect(await tablesIn(api.dataSource)).not.toContain('reply_window_days');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReplyWindows1796200000000');
    expect(await columnsOf(api.dataSource, 'submissions')).not.toContain('due_by');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('TwoStepSignIn1796100100000');
    expect(await tablesIn(api.dataSource)).not.toContain('two_step_credentials');
    // Reverting the account management drops the submissions of closed accounts (no one's).
    await api.dataSource.query(
      `INSERT INTO submissions (user_id, linkedin_url, is_processed) VALUES (NULL, '[erased]', false)`,
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'AccountManagement1796100000000',
    );
    expect(await columnsOf(api.dataSource, 'refresh_tokens')).not.toContain('ip');
    expect(await columnsOf(api.dataSource, 'email_tokens')).not.toContain('new_email');
    expect(
      await api.dataSource.query(
        `SELECT count(*)::int AS n FROM submissions WHERE user_id IS NULL`,
      ),
    ).toEqual([{ n: 0 }]);
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'MailDeliveriesPruned1796000000600',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe('MailDeliveries1796000000500');
    expect(await tablesIn(api.dataSource)).not.toContain('mail_deliveries');
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'OperatorAccountChanges1796000000300',
    );
    expect(
      await api.dataSource.query(
        `SELECT actor_email FROM audit_log WHERE target_id = 'reverting@x.com'`,
      ),
    ).toEqual([{ actor_email: 'operator' }]);
    expect(await roleTriggers()).toBe(0);
    // Reverting the export audit keeps the entries of exports (the log refuses deletes): the check comes back NOT VALID.
    await api.dataSource.query(
      `INSERT INTO audit_log (actor_email, action, target_type, target_id) VALUES ('a@x.com', 'export.downloaded', 'export', 'x.csv')`,
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'AuditExportsAndAdmins1796000000000',
    );
    expect(
      await api.dataSource.query(`SELECT target_type FROM audit_log WHERE target_id = 'x.csv'`),
    ).toEqual([{ target_type: 'export' }]);
    await expect(
      api.dataSource.query(
        `INSERT INTO audit_log (actor_email, action, target_type, target_id) VALUES ('a@x.com', 'a', 'export', 'y')`,
      ),
    ).rejects.toThrow(/audit_log_target_type_check/);
    expect(
      await api.dataSource.query(
        `SELECT 1 FROM pg_indexes WHERE indexname = 'users_admin_email_idx'`,
      ),
    ).toEqual([]);
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReviewOperations1795900000000');
    expect(await tablesIn(api.dataSource)).toEqual([...TABLES, ...TALLY_TABLES].sort());
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReviewTallies1795800000000');
    expect(await tablesIn(api.dataSource)).toEqual(TABLES);
    expect(await processedIndex()).toContain(
      '(admin_reply_date DESC NULLS LAST, id DESC) WHERE ((is_processed = true) AND (deleted_at IS NULL))',
    );
    // Applied again, the tallies count the rows already there: the visible reviewed one, not the hidden one.
    expect((await runPendingMigrations(api.dataSource)).map((migration) => migration.name)).toEqual(
      [
        'ReviewTallies1795800000000',
        'ReviewOperations1795900000000',
        'AuditExportsAndAdmins1796000000000',
        'OperatorAccountChanges1796000000300',
        'MailDeliveries1796000000500',
        'MailDeliveriesPruned1796000000600',
        'AccountManagement1796100000000',
        'TwoStepSignIn1796100100000',
        'ReplyWindows1796200000000',
        'DeskSearch1796200000100',
        'DeskNotesAndRatings1796200100000',
        'LinearTallies1796300000000',
        'RefreshGrace1796400000000',
        'CanonicalEmails1796400100000',
        'TwoStepLockOut1796400200000',
        'CanonicalProfileLinks1796400300000',
        'ZonedStatsIndex1796400500000',
        'ReportTodoTicks1796500000000',
        'Billing1796600000000',
        'PendingProfileIndex1796700000000',
      ],
    );
    expect(
      await api.dataSource.query(`SELECT sum("reviewed_count")::int AS n FROM "reviewed_buckets"`),
    ).toEqual([{ n: 1 }]);
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'PendingProfileIndex1796700000000',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe('Billing1796600000000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReportTodoTicks1796500000000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ZonedStatsIndex1796400500000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'CanonicalProfileLinks1796400300000',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe('TwoStepLockOut1796400200000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('CanonicalEmails1796400100000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('RefreshGrace1796400000000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('LinearTallies1796300000000');
    // Rows from before the reply windows are due a day after they were made (their owner is on Free).
    expect(
      await api.dataSource.query(
        `SELECT count(*)::int AS n FROM "submissions" WHERE "due_by" = "created_at" + interval '24 hours'`,
      ),
    ).toEqual([{ n: 2 }]);
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'DeskNotesAndRatings1796200100000',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe('DeskSearch1796200000100');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReplyWindows1796200000000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('TwoStepSignIn1796100100000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'AccountManagement1796100000000',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'MailDeliveriesPruned1796000000600',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe('MailDeliveries1796000000500');
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'OperatorAccountChanges1796000000300',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'AuditExportsAndAdmins1796000000000',
    );
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReviewOperations1795900000000');
    expect((await revertLastMigration(api.dataSource))?.name).toBe('ReviewTallies1795800000000');

    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'SoftDeleteSubmissions1795700000000',
    );
    expect(await columnsOf(api.dataSource, 'submissions')).not.toContain('deleted_at');
    expect(
      await api.dataSource.query(`SELECT linkedin_url FROM submissions WHERE user_id = $1`, [
        owner,
      ]),
    ).toEqual([{ linkedin_url: 'kept' }]);
    expect(await processedIndex()).toContain(
      '(admin_reply_date DESC NULLS LAST, id DESC) WHERE (is_processed = true)',
    );

    expect((await revertLastMigration(api.dataSource))?.name).toBe('SessionLifetime1795600000000');
    expect(await columnsOf(api.dataSource, 'refresh_tokens')).not.toContain('session_started_at');

    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'ProcessedListOrder1795500000000',
    );
    expect(await processedIndex()).toContain('(admin_reply_date DESC) WHERE (is_processed = true)');

    expect((await revertLastMigration(api.dataSource))?.name).toBe(
      'BindVerificationToPassword1795400000000',
    );
    expect(await tablesIn(api.dataSource)).toEqual(TABLES);
    expect(await columnsOf(api.dataSource, 'email_tokens')).not.toContain('password_hash');
    expect(await checksOf(api.dataSource, 'email_tokens')).not.toContain(
      'email_tokens_password_hash_check',
    );

    expect((await revertLastMigration(api.dataSource))?.name).toBe('InitialSchema1795300000000');
    expect(await tablesIn(api.dataSource)).toEqual([]);
    expect(await revertLastMigration(api.dataSource)).toBeNull();

    expect((await runPendingMigrations(api.dataSource)).map((migration) => migration.name)).toEqual(
      [
        'InitialSchema1795300000000',
        'BindVerificationToPassword1795400000000',
        'ProcessedListOrder1795500000000',
        'SessionLifetime1795600000000',
        'SoftDeleteSubmissions1795700000000',
        'ReviewTallies1795800000000',
        'ReviewOperations1795900000000',
        'AuditExportsAndAdmins1796000000000',
        'OperatorAccountChanges1796000000300',
        'MailDeliveries1796000000500',
        'MailDeliveriesPruned1796000000600',
        'AccountManagement1796100000000',
        'TwoStepSignIn1796100100000',
        'ReplyWindows1796200000000',
        'DeskSearch1796200000100',
        'DeskNotesAndRatings1796200100000',
        'LinearTallies1796300000000',
        'RefreshGrace1796400000000',
        'CanonicalEmails1796400100000',
        'TwoStepLockOut1796400200000',
        'CanonicalProfileLinks1796400300000',
        'ZonedStatsIndex1796400500000',
        'ReportTodoTicks1796500000000',
        'Billing1796600000000',
        'PendingProfileIndex1796700000000',
      ],
    );
    expect(await tablesIn(api.dataSource)).toEqual(ALL_TABLES);
    expect(await processedIndex()).toBeUndefined();
    expect(await columnsOf(api.dataSource, 'email_tokens')).toContain('password_hash');
    expect(await checksOf(api.dataSource, 'email_tokens')).toContain(
      'email_tokens_password_hash_check',
    );
    expect(await runPendingMigrations(api.dataSource)).toEqual([]);
    // And the entities still agree with the schema the migrations built again.
    const { upQueries } = await api.dataSource.driver.createSchemaBuilder().log();
    expect(upQueries.map((query) => query.query)).toEqual([]);
  });
});
