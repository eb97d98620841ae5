import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres';
import { createTestApp } from './support/test-app';

/** The embedded database, whatever DATABASE_URL the tests run with. */
describe('embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-api-embedded-'));
  const pgdata = join(dataDir, 'pgdata');
  const lockFile = `${pgdata}.lock`;
  const inUseBy = (pid: number) =>
    `The embedded database in ${pgdata} is in use by process ${pid}. Stop it or set DATA_DIR/DATABASE_URL.`;
  const lockHolder = () => readFileSync(lockFile, 'utf8').trim();

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves PostgreSQL on 127.0.0.1, and refuses a second start on the same data while it runs', async () => {
    const database = await EmbeddedPostgres.start(pgdata);
    try {
      expect(lockHolder()).toBe(String(process.pid));
      const client = new Client({
        host: database.host,
        port: database.port,
        user: 'postgres',
        database: 'postgres',
      });
      await client.connect();
      const [{ version }] = (await client.query('SELECT version()')).rows;
      await client.end();
      expect(version).toMatch(/^PostgreSQL \d+/);

      await expect(EmbeddedPostgres.start(pgdata)).rejects.toThrow(inUseBy(process.pid));
      await expect(
        createTestApp({ env: { DATABASE_URL: undefined, DATA_DIR: dataDir } }),
      ).rejects.toThrow(inUseBy(process.pid));
    } finally {
      await database.stop();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses to start while another live process holds the lock', async () => {
    writeFileSync(lockFile, `${process.ppid}\n`);
    try {
      await expect(EmbeddedPostgres.start(pgdata)).rejects.toThrow(inUseBy(process.ppid));
      expect(lockHolder()).toBe(String(process.ppid));
    } finally {
      rmSync(lockFile);
    }
  });

  it.each([
    ['whose process is gone', () => String(spawnSync(process.execPath, ['-e', '']).pid)],
    ['that is unreadable', () => 'not a pid'],
    ['naming this process, left by an earlier one with the same PID', () => String(process.pid)],
  ])('takes over a stale lock %s', async (_case, staleContent) => {
    writeFileSync(lockFile, `${staleContent()}\n`);
    const database = await EmbeddedPostgres.start(pgdata);
    try {
      expect(lockHolder()).toBe(String(process.pid));
    } finally {
      await database.stop();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('keeps its files private to their owner, and repairs a data directory that others could write', async () => {
    const privateDir = mkdtempSync(join(tmpdir(), 'pp-api-private-'));
    const data = join(privateDir, 'pgdata');
    const useIt = async () => {
      const database = await EmbeddedPostgres.start(data);
      try {
        const client = new Client({
          host: database.host,
          port: database.port,
          user: 'postgres',
          database: 'postgres',
        });
        await client.connect();
        await client.query(
          'CREATE TABLE IF NOT EXISTS notes (body text); INSERT INTO notes VALUES ($$x$$); CHECKPOINT',
        );
        await client.end();
        // The lock file too, while it exists.
        expect(openToOthers(privateDir)).toEqual([]);
      } finally {
        await database.stop();
      }
      expect(openToOthers(privateDir)).toEqual([]);
    };
    try {
      await useIt();
      expect(entriesUnder(data).length).toBeGreaterThan(100);

      // As an earlier version left it: every file world-writable.
      for (const path of entriesUnder(data))
        chmodSync(path, statSync(path).isDirectory() ? 0o777 : 0o666);
      await useIt();
    } finally {
      rmSync(privateDir, { recursive: true, force: true });
    }
  });

  it('is started and stopped with the API, whose health check reports it down once gone', async () => {
    const api = await createTestApp({ env: { DATABASE_URL: undefined, DATA_DIR: dataDir } });
    try {
      expect(lockHolder()).toBe(String(process.pid));
      expect((await api.request('/api/health')).status).toBe(200);

      await api.dataSource.destroy();
      const response = await api.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        detail: 'Service unavailable: database down',
        status: 'error',
        error: { database: { status: 'down' } },
      });
    } finally {
      await api.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });
});

/** Every file and directory under `dir` (not `dir` itself). */
function entriesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...entriesUnder(path)] : [path];
  });
}

/** Entries under `dir` that its group or other users may read, write or enter, with their mode. */
function openToOthers(dir: string): string[] {
  return entriesUnder(dir)
    .map((path) => ({ path, mode: statSync(path).mode & 0o777 }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ path, mode }) => `${path} ${mode.toString(8)}`);
}
