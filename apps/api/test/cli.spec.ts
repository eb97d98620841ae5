import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { PASSWORD_CONTEXT_MESSAGES } from '@profileproof/contracts/password-context';
import { Client } from 'pg';
import { API_PATHS } from '@profileproof/contracts';
import { PasswordInputError, readPassword } from '../src/cli/password-input';
import { LiveEvents } from '../src/live-events/live-events.service';
import { EmbeddedPostgres } from '../src/database/embedded/embedded-postgres';
import { PASSWORD_TOO_COMMON } from '../src/users/password-policy';
import { verifyPassword } from '../src/users/passwords';
import { type CliResult, useBuiltCli } from './support/built-cli';
import { streamFor } from './support/event-stream';
import { bearer, json } from './support/http';
import { createTestApp } from './support/test-app';

const PASSWORD = 'violet-anchor-morning-77';
const NEW_PASSWORD = 'quiet-harbour-lantern-52';
/** With DATABASE_URL an API instance can run beside the command; the embedded database serves one process at a time. */
const ON_SERVER = Boolean(process.env.DATABASE_URL);

interface StoredUser {
  role: string;
  is_verified: boolean;
  password_hash: string | null;
}

/** The command line as shipped: cli.ts bundled by the API's own rspack configuration, then run by Node. */
describe('admin:create (the built command line)', () => {
  const builtCli = useBuiltCli();

  /** Runs `cli.js admin:create …` with `input` piped to its stdin, against the test database. */
  function adminCreate(
    args: string[],
    input: string,
    env: Record<string, string> = {},
  ): Promise<CliResult> {
    return builtCli.run(['admin:create', ...args], { input, env });
  }

  /** Runs SQL on the test database while no command runs (the embedded database serves one process at a time). */
  async function query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    const run = async (client: Client) => (await client.query(sql, parameters)).rows as T[];
    if (builtCli.database.env.DATABASE_URL)
      return withClient({ connectionString: builtCli.database.env.DATABASE_URL }, run);
    const embedded = await EmbeddedPostgres.start(join(builtCli.database.dataDir, 'pgdata'));
    try {
      return await withClient(
        { host: embedded.host, port: embedded.port, user: 'postgres', database: 'postgres' },
        run,
      );
    } finally {
      await embedded.stop();
    }
  }

  /** The account stored for `email`, read after the command has exited (and released the database). */
  async function storedUser(email: string): Promise<StoredUser | undefined> {
    const [user] = await query<StoredUser>(
      'SELECT role, is_verified, password_hash FROM users WHERE email = $1',
      [email],
    );
    return user;
  }

  /** A signed-in session of the account, as the API stores one: its live refresh token. */
  async function startSession(email: string): Promise<void> {
    await query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, session_started_at)
       SELECT id, gen_random_uuid(), $2, now() + interval '1 day', now() FROM users WHERE email = $1`,
      [email, randomBytes(32).toString('hex')],
    );
  }

  async function liveSessions(email: string): Promise<number> {
    const [{ count }] = await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM refresh_tokens JOIN users ON users.id = user_id WHERE email = $1 AND revoked_at IS NULL',
      [email],
    );
    return count;
  }

  const auditOf = (email: string) =>
    query<{ actor_email: string | null; action: string; target_type: string; details: unknown }>(
      'SELECT actor_email, action, target_type, details FROM audit_log WHERE target_id = $1 ORDER BY id',
      [email],
    );

  it('creates a verified admin whose password is the first line piped to stdin', async () => {
    const result = await adminCreate(['boss@example.com'], `${PASSWORD}\nignored second line\n`);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Admin account boss@example.com: created.\n');
    expect(result.status).toBe(0);
    const user = await storedUser('boss@example.com');
    expect(user).toMatchObject({ role: 'admin', is_verified: true });
    expect(await verifyPassword(user?.password_hash ?? '', PASSWORD)).toBe(true);
  });

  it('ends every session of an admin whose password it changes, and audits it with the operator as actor', async () => {
    const email = 'recovered@example.com';
    expect((await adminCreate([email], `${PASSWORD}\n`)).stdout).toBe(
      `Admin account ${email}: created.\n`,
    );
    // The account is in someone else's hands: two sessions. Another account has one too.
    await startSession(email);
    await startSession(email);
    await startSession('boss@example.com');

    const changed = await adminCreate([email], `${NEW_PASSWORD}\n`);
    expect(changed.stdout).toBe(
      `Admin account ${email}: password-updated; every session of it was ended.\n`,
    );
    expect(changed.status).toBe(0);
    expect(await liveSessions(email)).toBe(0);
    expect(await liveSessions('boss@example.com')).toBe(1);
    const operator = { actor_email: null, target_type: 'user' };
    expect(await auditOf(email)).toEqual([
      {
        ...operator,
        action: 'admin.created',
        details: { via: 'command_line', password_changed: true, sessions_ended: 0 },
      },
      {
        ...operator,
        action: 'admin.password_changed',
        details: { via: 'command_line', password_changed: true, sessions_ended: 2 },
      },
    ]);

    // The same password again is no change: sessions go on, nothing is recorded.
    await startSession(email);
    expect((await adminCreate([email], `${NEW_PASSWORD}\n`)).stdout).toBe(
      `Admin account ${email}: unchanged.\n`,
    );
    expect(await liveSessions(email)).toBe(1);
    expect(await auditOf(email)).toHaveLength(2);
  });

  it('ends every session of an account it promotes, and audits it', async () => {
    const email = 'promoted@example.com';
    await query(`INSERT INTO users (email, role, is_verified) VALUES ($1, 'user', true)`, [email]);
    await startSession(email);
    expect((await adminCreate([email], `${PASSWORD}\n`)).stdout).toBe(
      `Admin account ${email}: promoted; every session of it was ended.\n`,
    );
    expect(await liveSessions(email)).toBe(0);
    expect(await auditOf(email)).toEqual([
      {
        actor_email: null,
        action: 'admin.promoted',
        target_type: 'user',
        details: { via: 'command_line', password_changed: true, sessions_ended: 1 },
      },
    ]);
  });

  if (ON_SERVER) {
    it('ends the account’s sessions and event streams on the API instances running beside it', async () => {
      const email = 'running@example.com';
      await adminCreate([email], `${PASSWORD}\n`);
      const api = await createTestApp({ database: builtCli.database });
      try {
        const login = await api.request(API_PATHS.auth.login, json({ email, password: PASSWORD }));
        const { access, refresh } = (await login.json()) as { access: string; refresh: string };
        const stream = await streamFor(access, api);
        expect((await api.request(API_PATHS.admin.stats, bearer(access))).status).toBe(200);

        expect((await adminCreate([email], `${NEW_PASSWORD}\n`)).status).toBe(0);
        await api.app.get(LiveEvents).publish({ type: 'claim.changed', id: 1 });
        expect(await stream.nextEvent()).toBeNull();
        expect((await api.request(API_PATHS.admin.stats, bearer(access))).status).toBe(401);
        expect((await api.request(API_PATHS.auth.refresh, json({ refresh }))).status).toBe(401);
      } finally {
        await api.close();
      }
    });
  }

  it('refuses a password on the command line, saying why and how, and creates nothing', async () => {
    const result = await adminCreate(['argv@example.com', PASSWORD], '');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('admin:create does not take the password on the command line');
    expect(result.stderr).toContain(`printf '%s\\n' "$PASSWORD" | npm run admin:create -- <email>`);
    // And the usage that follows shows the same way.
    expect(result.stderr).toContain(
      `printf '%s\\n' "$PASSWORD" | npm run admin:create -- admin@example.com`,
    );
    expect(result.stdout).toBe('');
    expect(await storedUser('argv@example.com')).toBeUndefined();
  });

  it.each([
    [
      'no input at all',
      '',
      'admin:create needs a password: type it at the prompt, or pipe it to stdin.',
    ],
    [
      'an empty line',
      '\n',
      'admin:create needs a password: type it at the prompt, or pipe it to stdin.',
    ],
    ['a short password', 'short\n', 'The password must be at least 8 characters long.'],
    ['a common password', 'password1\n', PASSWORD_TOO_COMMON],
    ['the address itself', 'Refused@Example.com\n', PASSWORD_CONTEXT_MESSAGES.containsEmail],
    [
      'a password holding the local part',
      'refused-admin-2024\n',
      PASSWORD_CONTEXT_MESSAGES.containsEmail,
    ],
    [
      'a password holding the product name',
      'Profile-Proof-admin-key\n',
      PASSWORD_CONTEXT_MESSAGES.containsProductName,
    ],
    [
      'a password longer than 128 characters',
      `${'x'.repeat(129)}\n`,
      'The password must be at most 128 characters long.',
    ],
  ])('refuses %s before touching the database', async (_case, input, message) => {
    const result = await adminCreate(['refused@example.com'], input);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${message}\n`);
  });

  it("still takes ADMIN_PASSWORD for ADMIN_EMAIL's account, without reading stdin", async () => {
    const result = await adminCreate([], 'not read\n', {
      ADMIN_EMAIL: 'configured@example.com',
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(result.stdout).toBe('Admin account configured@example.com: created.\n');
    expect(result.status).toBe(0);
    const user = await storedUser('configured@example.com');
    expect(await verifyPassword(user?.password_hash ?? '', PASSWORD)).toBe(true);
  });
});

/** At a terminal: what the terminal would show, and the raw mode that keeps it from echoing. */
describe('readPassword at a terminal', () => {
  function terminal() {
    const input = Object.assign(new PassThrough(), { isTTY: true, rawModes: [] as boolean[] });
    const tty = Object.assign(input, {
      setRawMode: (mode: boolean) => {
        input.rawModes.push(mode);
        return input;
      },
    });
    let shown = '';
    const output = { write: (text: string) => (shown += text) };
    return { tty, output, shown: () => shown };
  }

  it('asks twice without echoing a key; Backspace erases; raw mode is left afterwards', async () => {
    const { tty, output, shown } = terminal();
    const reading = readPassword('Password: ', tty, output);
    tty.write(`${PASSWORD}x\u007f\r`);
    await new Promise((resolvePromise) => setImmediate(resolvePromise));
    tty.write(`${PASSWORD}\r`);
    expect(await reading).toBe(PASSWORD);
    expect(shown()).toBe('Password: \nRepeat it: \n');
    expect(tty.rawModes).toEqual([true, false, true, false]);
  });

  it('refuses two different passwords, and stops on Ctrl-C', async () => {
    const differing = terminal();
    const reading = readPassword('Password: ', differing.tty, differing.output);
    differing.tty.write(`${PASSWORD}\r`);
    await new Promise((resolvePromise) => setImmediate(resolvePromise));
    differing.tty.write('something else\r');
    await expect(reading).rejects.toEqual(new PasswordInputError('The two passwords differ.'));

    const cancelled = terminal();
    const interrupted = readPassword('Password: ', cancelled.tty, cancelled.output);
    cancelled.tty.write('abc\u0003');
    await expect(interrupted).rejects.toEqual(new PasswordInputError('Cancelled.'));
    expect(cancelled.tty.rawModes).toEqual([true, false]);
  });
});

async function withClient<T>(
  config: ConstructorParameters<typeof Client>[0],
  use: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client(config);
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
