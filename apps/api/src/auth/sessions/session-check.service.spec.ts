import { newTestService } from '../../../test/support/new-test-service';
import { authConfig } from '../../config';
import { SessionCheckService } from './session-check.service';
import { type LiveSessionRow, SessionsRepository } from './sessions.repository';

const DAY_MS = 86_400_000;
const CONFIG = { refreshTokenTtlDays: 30, refreshIdleDays: 7, sessionCheckCacheSeconds: 30 };
const CLAIMS = { user: { id: 3, role: 'admin' as const }, sessionId: 'family-1' };
const live = (fields: Partial<LiveSessionRow> = {}): LiveSessionRow => ({
  session_started_at: new Date(Date.now() - DAY_MS),
  created_at: new Date(Date.now() - DAY_MS),
  expires_at: new Date(Date.now() + DAY_MS),
  role: 'admin',
  ...fields,
});

describe(SessionCheckService.name, () => {
  let sut: SessionCheckService;
  let repository: jest.Mocked<SessionsRepository>;

  const build = (config = CONFIG) => {
    const built = newTestService(SessionCheckService, [[authConfig.KEY, config]]);
    sut = built.sut;
    repository = built.mocks.get(SessionsRepository);
  };

  beforeEach(() => build());

  it('holds while the live token is current and the role unchanged', async () => {
    repository.findLiveSession.mockResolvedValue(live());
    await expect(sut.holds(CLAIMS, true)).resolves.toBe(true);
    expect(repository.findLiveSession).toHaveBeenCalledWith('family-1', 3);
  });

  it('does not hold once the session has ended, or the role changed', async () => {
    repository.findLiveSession.mockResolvedValueOnce(null);
    await expect(sut.holds(CLAIMS, true)).resolves.toBe(false);
    repository.findLiveSession.mockResolvedValueOnce(live({ role: 'user' }));
    await expect(sut.holds(CLAIMS, true)).resolves.toBe(false);
  });

  it('trusts a positive answer for a non-fresh check, and asks again for a fresh one', async () => {
    repository.findLiveSession.mockResolvedValue(live());
    await sut.holds(CLAIMS, false);
    await sut.holds(CLAIMS, false);
    expect(repository.findLiveSession).toHaveBeenCalledTimes(1);
    await sut.holds(CLAIMS, true);
    expect(repository.findLiveSession).toHaveBeenCalledTimes(2);
  });

  it('asks again once the session is forgotten (ended in this process)', async () => {
    repository.findLiveSession.mockResolvedValue(live());
    await sut.holds(CLAIMS, false);
    sut.forgetSession('family-1');
    await sut.holds(CLAIMS, false);
    sut.forgetUser(3);
    await sut.holds(CLAIMS, false);
    expect(repository.findLiveSession).toHaveBeenCalledTimes(3);
  });

  it('trusts nothing when the cache is off', async () => {
    build({ ...CONFIG, sessionCheckCacheSeconds: 0 });
    repository.findLiveSession.mockResolvedValue(live());
    await sut.holds(CLAIMS, false);
    await sut.holds(CLAIMS, false);
    expect(repository.findLiveSession).toHaveBeenCalledTimes(2);
  });
});
