import { verify } from '@node-rs/argon2';
import { User } from '../src/users/entities/user.entity';
import { UsersService } from '../src/users/users.service';
import { captureStdout } from './support/logs';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN_EMAIL = 'Admin@Example.com';
const ADMIN_PASSWORD = 'correct horse battery';
/** The address as stored: its canonical form (issue 36). */
const ADMIN_ADDRESS = 'admin@example.com';

describe('accounts', () => {
  let api: TestApp;
  let users: UsersService;
  let logged: string[] = [];

  beforeAll(async () => {
    // Everything the application logs, from its start (debug level: the most it can say).
    logged = captureStdout();
    api = await createTestApp({ env: { ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'debug' } });
    users = api.app.get(UsersService);
  });

  afterAll(async () => {
    await api?.close();
    jest.restoreAllMocks();
  });

  const hashOf = async (email: string) =>
    (await api.dataSource.getRepository(User).findOneByOrFail({ email })).passwordHash ?? '';

  it('ensures the configured admin at start: verified, with an argon2id hash', async () => {
    const admin = await users.findByEmail('admin@example.com');
    expect(admin).toMatchObject({ email: ADMIN_ADDRESS, role: 'admin', isVerified: true });
    const passwordHash = admin?.passwordHash ?? '';
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(passwordHash, ADMIN_PASSWORD)).toBe(true);
    // Logged with the address masked (see maskEmails): the line says what happened, not to whom in full.
    expect(logged.join('')).toContain('Admin account a***@example.com: created');
    expect(logged.join('')).not.toContain(ADMIN_ADDRESS);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await hashOf(ADMIN_ADDRESS);
    const { outcome } = await users.ensureAdmin('ADMIN@example.com', ADMIN_PASSWORD);
    expect(outcome).toBe('unchanged');
    expect(await hashOf(ADMIN_ADDRESS)).toBe(before);
    expect(await api.dataSource.getRepository(User).countBy({ role: 'admin' })).toBe(1);
  });

  it('promotes and verifies an existing account, and sets a new password', async () => {
    await api.dataSource.getRepository(User).insert({ email: 'member@example.com' });
    expect((await users.ensureAdmin('member@example.com', 'first password')).outcome).toBe(
      'promoted',
    );
    expect(await users.findByEmail('member@example.com')).toMatchObject({
      role: 'admin',
      isVerified: true,
    });

    expect((await users.ensureAdmin('member@example.com', 'second password')).outcome).toBe(
      'password-updated',
    );
    expect(await verify(await hashOf('member@example.com'), 'second password')).toBe(true);
  });

  it('creates an admin once when asked twice at the same moment', async () => {
    const outcomes = await Promise.all([
      users.ensureAdmin('twice@example.com', 'same password'),
      users.ensureAdmin('twice@example.com', 'same password'),
    ]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['created', 'unchanged']);
    expect(await api.dataSource.getRepository(User).countBy({ email: 'twice@example.com' })).toBe(
      1,
    );
  });

  it('never lets the hash or the password out, in an answer or a log', async () => {
    const result = await users.ensureAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
    const answer = JSON.stringify(result);
    expect(answer).toContain(ADMIN_ADDRESS);
    expect(answer).not.toMatch(/argon2|passwordHash|password_hash/);

    const logs = logged.join('');
    expect(logs).not.toContain(await hashOf(ADMIN_ADDRESS));
    expect(logs).not.toMatch(/\$argon2/);
    expect(logs).not.toContain(ADMIN_PASSWORD);
  });
});
