import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './api/processes.mjs';

/**
 * `npm run bench:tallies` on few rows: the benchmark runs against the schema the API's migrations
 * build today (a required column added later broke its insert once), every statement with the
 * tallies' triggers and without, and the tallies equal a recount. No figure is judged: rows this
 * few measure nothing. On DATABASE_URL's server (as in CI), else on the embedded PGlite.
 */
function runTallies(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'tallies.mjs'), ...args], { env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run bench:tallies (smoke: few rows)', () => {
  it('times every bulk statement with and without the triggers, and the tallies equal a recount', async () => {
    const embedded = process.env.DATABASE_URL
      ? null
      : await startEmbeddedPostgres(join(__dirname, 'api/pglite-worker.mjs'), 1);
    try {
      const { code, output } = await runTallies(
        [
          '--sizes',
          '200,1000',
          '--rounds',
          '1',
          '--users',
          '20',
          ...(embedded ? ['--database', embedded.url] : []),
        ],
        process.env,
      );
      expect(output).not.toContain('The benchmark failed');
      expect(output).toContain('Tallies equal a recount after every insert: yes');
      for (const statement of [
        'INSERT … SELECT',
        'UPDATE: re-open every one',
        'DELETE every one',
      ]) {
        expect(output).toContain(`${statement}, 200 rows`);
        expect(output).toContain(`${statement}, 1,000 rows`);
      }
      expect(output).toContain('Growth: the time of 1,000 rows over that of 200');
      expect(code).toBe(0);
    } finally {
      await embedded?.stop();
    }
  }, 120_000);
});
