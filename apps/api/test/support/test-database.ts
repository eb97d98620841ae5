import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface TestDatabase {
  /** Variables that point the API at this database. */
  env: Record<string, string | undefined>;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file. With DATABASE_URL set, a new database on that
 * server (dropped afterwards); otherwise the embedded one, in a fresh DATA_DIR. Either way
 * DATA_DIR is a fresh temporary directory, removed afterwards.
 */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-api-test-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!serverUrl)
    return { env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, dataDir, drop: removeDataDir };

  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    drop: async () => {
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await removeDataDir();
    },
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
