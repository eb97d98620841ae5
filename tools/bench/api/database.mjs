// The benchmark's database: created on a PostgreSQL server and dropped at the end, the seeding
// connections, what the API created at start, and the submissions grown from one size to the next.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { analyse, seedSubmissions, withoutSecondaryIndexes } from './seed.mjs';

/** A `pp_bench_*` database on `serverUrl`; `drop()` removes it. */
export async function createDatabase(serverUrl) {
  const name = `pp_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The seeding connections: no WAL flush wait per commit, lz4 for large values where the server has
 * it, and triggers off (`session_replication_role = replica`): the tallies the API's triggers keep
 * row by row are recounted once after each step instead (see `grow`).
 */
export async function seedingPool(url, connections) {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  let lz4 = false;
  try {
    const { rows } = await probe.query(
      `SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression'`,
    );
    lz4 = Boolean(rows[0]?.enumvals?.includes('lz4'));
  } finally {
    await probe.end();
  }
  const settings = [
    '-c synchronous_commit=off',
    '-c session_replication_role=replica',
    ...(lz4 ? ['-c default_toast_compression=lz4'] : []),
  ];
  return new pg.Pool({ connectionString: url, max: connections, options: settings.join(' ') });
}

export async function accountOf(pool, email) {
  const { rows } = await pool.query(
    'SELECT "id", "password_hash" FROM "users" WHERE lower("email") = lower($1)',
    [email],
  );
  if (!rows[0]?.password_hash)
    throw new Error(
      `The API did not create the admin ${email} at start (ADMIN_EMAIL/ADMIN_PASSWORD).`,
    );
  return rows[0];
}

export async function hasColumn(pool, table, column) {
  const { rows } = await pool.query(
    'SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
    [table, column],
  );
  return rows.length > 0;
}

/** Reviewed submissions an admin sees (the processed list's `total_count`). */
export async function countReviewed(pool, softDelete) {
  const visible = softDelete ? ' AND "deleted_at" IS NULL' : '';
  return Number(
    (await pool.query(`SELECT count(*) AS n FROM "submissions" WHERE "is_processed"${visible}`))
      .rows[0].n,
  );
}

/** Adds submissions `from`…`to`; a large step drops the secondary indexes meanwhile. */
export async function grow(pool, { from, to, accounts, adminId, softDelete, connections }) {
  if (to < from) return;
  const fill = () =>
    seedSubmissions(pool, { from, to, accounts, adminId, softDelete, connections });
  if (to - from >= 100_000)
    await withoutSecondaryIndexes(pool, ['submissions', 'submission_replies'], fill);
  else await fill();
  await rebuildTallies(pool);
  await analyse(pool);
}

/**
 * Recounts the tallies of the reviewed list and the statistics (migration ReviewTallies), which
 * the seeding connections do not keep: they run with triggers off. Also undoes the benchmark's
 * submits, which those connections delete. A schema without tallies (an older API) has nothing to do.
 */
async function rebuildTallies(pool) {
  const { rows } = await pool.query(
    `SELECT to_regproc('submission_tallies_rebuild') IS NOT NULL AS "present"`,
  );
  if (rows[0].present) await pool.query('SELECT submission_tallies_rebuild()');
}
