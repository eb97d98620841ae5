import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * With DATABASE_URL set, the e2e run gets a fresh database on that server (dropped afterwards);
 * without it, the API uses its embedded PostgreSQL in a temporary data folder.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pp_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
