import { API_PATHS, type AuditListResponse } from '@profileproof/contracts';
import { LiveEvents } from '../src/live-events/live-events.service';
import { type EventStreamReader, streamFor } from './support/event-stream';
import { bearer, json } from './support/http';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** With DATABASE_URL the restarted instance runs beside the old one; the embedded database serves one at a time. */
const ON_SERVER = Boolean(process.env.DATABASE_URL);
const EMAIL = 'operator-admin@example.com';
const FIRST_PASSWORD = 'first-lantern-harbour-81';
const NEW_PASSWORD = 'second-meadow-compass-93';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD when the API starts: a new password (a restart with the variable
 * changed) ends every session of the account, on every instance, and is audited with the operator
 * as actor; starting again with the same password changes nothing and records nothing.
 */
describe('the admin account of ADMIN_EMAIL/ADMIN_PASSWORD at start', () => {
  let database: TestDatabase;
  const running = new Set<TestApp>();

  const start = async (password: string) => {
    const api = await createTestApp({
      database,
      env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: password },
    });
    running.add(api);
    return api;
  };
  const stop = async (api: TestApp) => {
    running.delete(api);
    await api.close();
  };
  /** A restart with `password`: beside `previous` on a server (a rolling deploy), after it on the embedded database. */
  const restart = async (previous: TestApp, password: string) => {
    if (!ON_SERVER) await stop(previous);
    return start(password);
  };

  const login = async (api: TestApp, password: string) => {
    const response = await api.request(API_PATHS.auth.login, json({ email: EMAIL, password }));
    expect(response.status).toBe(200);
    return (await response.json()) as { access: string; refresh: string };
  };
  const stats = async (api: TestApp, access: string) =>
    (await api.request(API_PATHS.admin.stats, bearer(access))).status;
  const refresh = async (api: TestApp, token: string) =>
    (await api.request(API_PATHS.auth.refresh, json({ refresh: token }))).status;
  const audit = async (api: TestApp, access: string) => {
    const response = await api.request(API_PATHS.admin.audit, bearer(access));
    expect(response.status).toBe(200);
    return (await response.json()) as AuditListResponse;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const api of running) await api.close();
    await database?.drop();
  });

  it('ends every session of the account when ADMIN_PASSWORD changes, once, and audits it', async () => {
    const first = await start(FIRST_PASSWORD);
    const old = await login(first, FIRST_PASSWORD);
    let stream: EventStreamReader | null = null;
    if (ON_SERVER) stream = await streamFor(old.access, first);

    const restarted = await restart(first, NEW_PASSWORD);
    if (stream) {
      // The instance still running hears of it: the stream ends, the old token is refused there too.
      await first.app.get(LiveEvents).publish({ type: 'claim.changed', id: 1 });
      expect(await stream.nextEvent()).toBeNull();
      expect(await stats(first, old.access)).toBe(401);
    }
    expect(await stats(restarted, old.access)).toBe(401);
    expect(await refresh(restarted, old.refresh)).toBe(401);

    const current = await login(restarted, NEW_PASSWORD);
    expect(await stats(restarted, current.access)).toBe(200);
    const operator = { actor: null, target_type: 'user', target_id: EMAIL };
    expect((await audit(restarted, current.access)).entries).toEqual([
      expect.objectContaining({
        ...operator,
        action: 'admin.password_changed',
        details: { via: 'server_start', password_changed: true, sessions_ended: 1 },
      }),
      expect.objectContaining({
        ...operator,
        action: 'admin.created',
        details: { via: 'server_start', password_changed: true, sessions_ended: 0 },
      }),
    ]);

    // Every later start with the same password: nothing ends, nothing is recorded.
    const again = await restart(restarted, NEW_PASSWORD);
    expect(await stats(again, current.access)).toBe(200);
    expect(await refresh(again, current.refresh)).toBe(200);
    expect((await audit(again, current.access)).total_count).toBe(2);
  });
});
