import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * One data-access path (issue 38): every statement that reads or writes a table is in its owner's
 * repository. This spec reads the API's sources (migrations and specs aside) and fails when a
 * table's name appears in SQL text outside the files that own it. The tables are those the
 * migrations create; OWNERS below is the one map of who owns which.
 */

const SRC = join(__dirname, '..', 'src');
const MIGRATIONS = join(SRC, 'database', 'migrations');

/** The owner of each table: its repository (a domain whose statements outgrew one file lists its files). */
const OWNERS: Record<string, string[]> = {
  users: ['users/users.repository.ts'],
  refresh_tokens: ['auth/sessions/sessions.repository.ts'],
  email_tokens: ['auth/email-tokens.repository.ts'],
  two_step_credentials: ['auth/two-step/two-step.repository.ts'],
  mfa_challenges: ['auth/two-step/two-step.repository.ts'],
  audit_log: ['audit/audit.repository.ts'],
  mail_deliveries: ['mail/mail-deliveries.repository.ts'],
  report_snippets: ['desk/snippets/snippets.repository.ts'],
  report_todo_ticks: ['submissions/report/report.repository.ts'],
  billing_customers: ['billing/billing.repository.ts'],
  billing_subscriptions: ['billing/billing.repository.ts'],
  billing_events: ['billing/billing-events.repository.ts'],
  billing_invoices: ['billing/billing.repository.ts'],
  billing_tier_changes: ['billing/billing.repository.ts'],
  submission_notes: ['desk/notes/notes.repository.ts'],
  submission_idempotency_keys: ['submissions/idempotency-keys.repository.ts'],
  submission_ratings: ['submissions/ratings/ratings.repository.ts'],
  subscriptions: [
    'subscriptions/subscriptions.repository.ts',
    'subscriptions/admin/subscribers.repository.ts',
  ],
  ...Object.fromEntries(
    [
      'submissions',
      'submission_replies',
      'submission_claims',
      'submission_totals',
      'submission_days',
      'reviewed_buckets',
      'reply_window_days',
    ].map((table) => [
      table,
      [
        'submissions/submissions.repository.ts',
        'submissions/queue-position.repository.ts',
        'submissions/reply-versions.repository.ts',
        'desk/claims/claims.repository.ts',
        'desk/lists/pending-queue.repository.ts',
        'desk/review/review.repository.ts',
        'desk/lists/reviewed-walk.repository.ts',
        'desk/lists/unfiltered-walk.repository.ts',
        'desk/stats/review-stats.repository.ts',
        'desk/export/processed-export.repository.ts',
        'desk/team/team-figures.repository.ts',
        'desk/stats/pending-by-tier.repository.ts',
      ],
    ]),
  ),
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === MIGRATIONS ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The tables the migrations create. */
function migratedTables(): string[] {
  const text = readdirSync(MIGRATIONS)
    .map((name) => readFileSync(join(MIGRATIONS, name), 'utf8'))
    .join('\n');
  return [...new Set([...text.matchAll(/CREATE TABLE "([a-z_]+)"/g)].map(([, name]) => name))];
}

/** A source without its comments (block comments, and line comments that start a line). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^[ \t]*\/\/.*$/gm, '');
}

/** The tables a source names in SQL: as a quoted identifier, or bare after FROM/JOIN/UPDATE/INTO. */
function tablesNamed(text: string, tables: string[]): string[] {
  return tables.filter((table) =>
    new RegExp(`"${table}"|\\b(?:FROM|JOIN|UPDATE|INTO)\\s+${table}\\b`, 'i').test(text),
  );
}

describe('table ownership: a table is named in SQL only by its repository', () => {
  const tables = migratedTables();
  const named = new Map(
    sources(SRC).map((path) => [
      relative(SRC, path),
      tablesNamed(withoutComments(readFileSync(path, 'utf8')), tables),
    ]),
  );

  it('finds the tables, each with an owner', () => {
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((table) => !OWNERS[table])).toEqual([]);
  });

  it('finds no table named outside its owner', () => {
    const strays = [...named].flatMap(([file, found]) =>
      found.filter((table) => !OWNERS[table]?.includes(file)).map((table) => `${file}: ${table}`),
    );
    expect(strays).toEqual([]);
  });

  it('names only files that exist as owners', () => {
    const missing = Object.values(OWNERS)
      .flat()
      .filter((file) => !named.has(file));
    expect([...new Set(missing)]).toEqual([]);
  });
});
