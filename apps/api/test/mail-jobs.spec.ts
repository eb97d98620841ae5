import { randomUUID } from 'node:crypto';
import { register } from 'prom-client';
import { JobsService } from '../src/jobs/jobs.service';
import { MAIL_QUEUE, MailJobs } from '../src/mail/mail-jobs.service';
import { useBuiltCli } from './support/built-cli';
import { json } from './support/http';
import { MailCatcher } from './support/mail-catcher';
import { createTestApp, freePort, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const PASSWORD = 'a long enough passphrase 7';
/** With DATABASE_URL two API instances share a database; the embedded one serves one at a time. */
const ON_SERVER = Boolean(process.env.DATABASE_URL);
/** Retries a second apart at first, and idle workers that look every half second. */
const QUICK_JOBS = { MAIL_RETRY_DELAY_SECONDS: '1', JOBS_POLLING_INTERVAL_MS: '500' };
const VERIFY_SUBJECT = 'Verify your ProfileProof e-mail address';

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
}

/** The mail jobs to `email`, from pg-boss's table. */
function mailJobsTo(api: TestApp, email: string): Promise<JobRow[]> {
  return api.dataSource.query(
    `SELECT id, state, retry_count FROM pgboss.job
     WHERE name = $1 AND data->'message'->>'to' = $2 ORDER BY created_on`,
    [MAIL_QUEUE, email],
  );
}

async function deliveriesOf(api: TestApp, jobIds: string[]): Promise<number> {
  const [row]: { count: number }[] = await api.dataSource.query(
    `SELECT count(*)::int AS count FROM mail_deliveries WHERE job_id = ANY($1::uuid[])`,
    [jobIds],
  );
  return row.count;
}

/** Reads until `done` holds (a wait for background work, bounded; not a measure of time). */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

async function signup(api: TestApp, email: string): Promise<void> {
  const response = await api.request(
    '/api/auth/signup/',
    json({ email, password: PASSWORD, password2: PASSWORD }),
  );
  expect(response.status).toBe(201);
}

const allCompleted = (jobs: JobRow[]) =>
  jobs.length > 0 && jobs.every((job) => job.state === 'completed');

describe('mail as jobs (pg-boss)', () => {
  describe('with a mail server', () => {
    let catcher: MailCatcher;
    let api: TestApp;

    beforeAll(async () => {
      catcher = await MailCatcher.start();
      api = await createTestApp({
        env: { SMTP_URL: catcher.url, AUTH_RATE_LIMIT: '1000', ...QUICK_JOBS },
      });
    });

    afterAll(async () => {
      await api?.close();
      await catcher?.stop();
    });

    it('sends a job enqueued in a transaction that commits, and never one whose transaction rolled back', async () => {
      const mailJobs = api.app.get(MailJobs);
      const message = (to: string) => ({
        to,
        subject: 'A job',
        text: 'text',
        html: '<p>html</p>',
      });
      await expect(
        api.dataSource.transaction(async (manager) => {
          await mailJobs.enqueue(message('rolled-back@example.com'), manager);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await api.dataSource.transaction((manager) =>
        mailJobs.enqueue(message('committed@example.com'), manager),
      );
      mailJobs.wake();

      await catcher.mailTo('committed@example.com');
      expect(await mailJobsTo(api, 'rolled-back@example.com')).toEqual([]);
      // The worker takes the jobs in the order they were enqueued: the committed one, enqueued
      // after, was sent, and nothing else was.
      expect(catcher.pendingFor('rolled-back@example.com')).toEqual([]);
    });

    it('sends a mail once, with a Message-ID of its job, even when its job runs again', async () => {
      const email = 'once@example.com';
      await signup(api, email);
      const mail = await catcher.mailTo(email);
      expect(mail.subject).toBe(VERIFY_SUBJECT);
      const [job] = await until(() => mailJobsTo(api, email), allCompleted, 'job completed');
      expect(mail.raw).toMatch(new RegExp(`^Message-ID: <${job.id}@profileproof\\.local>`, 'im'));

      // The job in the queue again, as after a failure to mark it done: it finds its mail delivered.
      await api.dataSource.query(
        `UPDATE pgboss.job SET state = 'retry', completed_on = NULL WHERE name = $1 AND id = $2`,
        [MAIL_QUEUE, job.id],
      );
      await until(() => mailJobsTo(api, email), allCompleted, 'job completed again');
      expect(catcher.pendingFor(email)).toEqual([]);
      expect(await deliveriesOf(api, [job.id])).toBe(1);
    });

    it('forgets a delivery after 30 days, when its job can no longer run again, and keeps the recent ones', async () => {
      const [old, recent] = [randomUUID(), randomUUID()];
      await api.dataSource.query(
        `INSERT INTO mail_deliveries (job_id, delivered_at) VALUES ($1, now() - interval '31 days'), ($2, now() - interval '29 days')`,
        [old, recent],
      );
      expect(await api.app.get(MailJobs).pruneDeliveries()).toBeGreaterThanOrEqual(1);
      expect(await deliveriesOf(api, [old])).toBe(0);
      expect(await deliveriesOf(api, [recent])).toBe(1);
    });

    it('with two API instances started at once on a new database, sends each mail once', async () => {
      const env = { SMTP_URL: catcher.url, AUTH_RATE_LIMIT: '1000', ...QUICK_JOBS };
      const database = ON_SERVER ? await createTestDatabase() : undefined;
      // Both run the migrations and create pg-boss's schema at the same time: they take turns.
      const started = database
        ? await Promise.allSettled([
            createTestApp({ database, env }),
            createTestApp({ database, env }),
          ])
        : [];
      const apps = started.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value] : [],
      );
      try {
        for (const result of started) if (result.status === 'rejected') throw result.reason;
        const [first, second] = database ? apps : [api, api];
        const emails = Array.from({ length: 12 }, (_, i) => `pair-${i}@example.com`);
        await Promise.all(emails.map((email, i) => signup(i % 2 === 0 ? first : second, email)));
        for (const email of emails)
          expect((await catcher.mailTo(email)).subject).toBe(VERIFY_SUBJECT);
        const jobIds: string[] = [];
        for (const email of emails) {
          const jobs = await until(() => mailJobsTo(first, email), allCompleted, 'jobs completed');
          expect(jobs).toHaveLength(1);
          jobIds.push(jobs[0].id);
        }
        for (const email of emails) expect(catcher.pendingFor(email)).toEqual([]);
        expect(await deliveriesOf(first, jobIds)).toBe(emails.length);
      } finally {
        for (const app of apps.reverse()) await app.close();
        await database?.drop();
      }
    });

    it('enqueues one job for a forgot-password of an unknown address, which sends nothing', async () => {
      const before = await api.dataSource.query(
        `SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND data->'message' = 'null'::jsonb`,
        [MAIL_QUEUE],
      );
      const response = await api.request(
        '/api/auth/password-reset/',
        json({ email: 'nobody-at-all@example.com' }),
      );
      expect(response.status).toBe(200);
      const after = await api.dataSource.query(
        `SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND data->'message' = 'null'::jsonb`,
        [MAIL_QUEUE],
      );
      expect(after[0].count).toBe(before[0].count + 1);
      expect(catcher.pendingFor('nobody-at-all@example.com')).toEqual([]);
    });
  });

  describe('while the mail server is down', () => {
    it('sends the verification mail of a sign-up once the server listens again, exactly once', async () => {
      const port = await freePort();
      const api = await createTestApp({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ...QUICK_JOBS },
      });
      let catcher: MailCatcher | undefined;
      try {
        const email = 'patient@example.com';
        await signup(api, email);
        // The first attempt was refused: the job waits for its retry.
        await until(
          () => mailJobsTo(api, email),
          (jobs) => jobs[0]?.state === 'retry',
          'a failed attempt',
        );
        catcher = await MailCatcher.start(port);
        expect((await catcher.mailTo(email, 30_000)).subject).toBe(VERIFY_SUBJECT);
        const jobs = await until(() => mailJobsTo(api, email), allCompleted, 'job completed');
        expect(jobs).toHaveLength(1);
        expect(jobs[0].retry_count).toBeGreaterThanOrEqual(1);
        expect(catcher.pendingFor(email)).toEqual([]);
        expect(await deliveriesOf(api, [jobs[0].id])).toBe(1);
      } finally {
        await api.close();
        await catcher?.stop();
      }
    });
  });

  describe('a mail out of retries', () => {
    const builtCli = useBuiltCli();

    async function cli(...args: string[]): Promise<{ status: number | null; stdout: string }> {
      const { status, stdout } = await builtCli.run(args);
      return { status, stdout };
    }

    it('is counted (stats, metrics, jobs:stats), and jobs:retry sends it once', async () => {
      const port = await freePort();
      const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_LIMIT: '1', ...QUICK_JOBS };
      const email = 'given-up@example.com';
      const first = await createTestApp({ database: builtCli.database, env });
      try {
        await signup(first, email);
        const jobs = first.app.get(JobsService);
        const stats = await until(
          () => jobs.stats(),
          (all) => all[MAIL_QUEUE]?.failed === 1,
          'a failed job',
        );
        expect(stats[MAIL_QUEUE]).toEqual({
          queued: 0,
          active: 0,
          failed: 1,
          oldestQueuedAgeSeconds: 0,
        });
        expect(await register.getSingleMetricAsString('profileproof_jobs_failed')).toContain(
          `profileproof_jobs_failed{queue="${MAIL_QUEUE}"} 1`,
        );
        expect(await register.getSingleMetricAsString('profileproof_jobs_queued')).toContain(
          `profileproof_jobs_queued{queue="${MAIL_QUEUE}"} 0`,
        );
      } finally {
        // The embedded database serves one process at a time: the command line runs after.
        await first.close();
      }

      expect(await cli('jobs:stats')).toEqual({
        status: 0,
        stdout: `${MAIL_QUEUE}: 0 queued, 0 active, 1 failed, oldest queued 0 s\n`,
      });
      expect(await cli('jobs:retry', '--queue', 'no.such.queue')).toMatchObject({ status: 1 });
      expect(await cli('jobs:retry', '--queue', MAIL_QUEUE)).toEqual({
        status: 0,
        stdout: `1 failed job of ${MAIL_QUEUE} queued again.\n`,
      });

      const catcher = await MailCatcher.start(port);
      const second = await createTestApp({ database: builtCli.database, env });
      try {
        expect((await catcher.mailTo(email, 30_000)).subject).toBe(VERIFY_SUBJECT);
        const [job] = await until(() => mailJobsTo(second, email), allCompleted, 'job completed');
        expect(catcher.pendingFor(email)).toEqual([]);
        expect(await deliveriesOf(second, [job.id])).toBe(1);
        expect((await second.app.get(JobsService).stats())[MAIL_QUEUE]?.failed).toBe(0);
      } finally {
        await second.close();
        await catcher.stop();
      }
      // Two API starts and three runs of the command line: on the embedded database, each opens it.
    }, 180_000);
  });
});
