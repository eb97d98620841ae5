import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { authConfig } from '../../config';
import { LiveEvents } from '../../live-events/live-events.service';
import { User } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { AccessTokensService } from '../access-tokens.service';
import { RefreshToken } from './entities/refresh-token.entity';
import { openSuccessor, sealSuccessor } from './sealed-successor';
import { hashSecretToken } from '../secret-tokens';
import { SessionCheckService } from './session-check.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

const DAY_MS = 86_400_000;
const LIMITS = { refreshTokenTtlDays: 30, refreshIdleDays: 7, refreshReuseGraceSeconds: 10 };
const USER = Object.assign(new User(), { id: 6, email: 'a@example.com', role: 'user' });
const FAMILY = '0b7f3c1e-1d2a-4c4e-9a55-8f0f5c7a9d11';
const liveToken = (fields: Partial<RefreshToken> = {}): RefreshToken =>
  Object.assign(new RefreshToken(), {
    id: 'current',
    userId: USER.id,
    familyId: FAMILY,
    sessionStartedAt: new Date(Date.now() - DAY_MS),
    createdAt: new Date(Date.now() - DAY_MS),
    expiresAt: new Date(Date.now() + DAY_MS),
    revokedAt: null,
    replacedById: null,
    ...fields,
  });

describe(SessionsService.name, () => {
  let sut: SessionsService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<SessionsRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(SessionsService, [[authConfig.KEY, LIMITS]]));
    repository = mocks.get(SessionsRepository);
    repository.insert.mockResolvedValue('next');
    mocks.get(UsersService).findById.mockResolvedValue(USER);
    mocks.get(AccessTokensService).sign.mockResolvedValue('access');
  });

  it('starts a session: a new family, its first token stored only as a hash, the IP masked', async () => {
    const pair = await sut.start(USER, { userAgent: 'Browser', ip: '203.0.113.77' });
    const [stored, manager] = repository.insert.mock.calls[0];
    expect(manager).toBeUndefined();
    expect(pair).toEqual({ access: 'access', refresh: expect.any(String) });
    expect(stored).toMatchObject({
      userId: USER.id,
      tokenHash: hashSecretToken(pair.refresh),
      userAgent: 'Browser',
      ip: '203.0.113.0/24',
    });
    expect(stored.tokenHash).not.toBe(pair.refresh);
    expect(mocks.get(AccessTokensService).sign).toHaveBeenCalledWith(USER, stored.familyId);
  });

  describe('refresh', () => {
    it('spends the token for its successor in the same family and transaction', async () => {
      repository.findByHashForUpdate.mockResolvedValue(liveToken());
      const pair = await sut.refresh('presented');
      expect(repository.findByHashForUpdate).toHaveBeenCalledWith(
        mocks.manager,
        hashSecretToken('presented'),
      );
      expect(repository.insert).toHaveBeenCalledWith(
        expect.objectContaining({ familyId: FAMILY, userId: USER.id }),
        mocks.manager,
      );
      expect(repository.markReplaced).toHaveBeenCalledWith(
        mocks.manager,
        'current',
        'next',
        expect.any(Buffer),
      );
      expect(pair).toEqual({ access: 'access', refresh: expect.any(String) });
      // The successor is kept sealed under the spent token: only 'presented' opens it.
      const sealed = repository.markReplaced.mock.calls[0][3];
      expect(openSuccessor('presented', 'next', sealed)).toBe(pair?.refresh);
      expect(openSuccessor('another', 'next', sealed)).toBeNull();
    });

    it('answers null for an unknown token, and writes nothing', async () => {
      repository.findByHashForUpdate.mockResolvedValue(null);
      await expect(sut.refresh('unknown')).resolves.toBeNull();
      expect(repository.insert).not.toHaveBeenCalled();
    });

    it('answers a spent token presented within the grace with the live successor, revoking nothing', async () => {
      const rotatedAt = new Date(Date.now() - 2_000);
      repository.findByHashForUpdate.mockResolvedValue(
        liveToken({
          revokedAt: rotatedAt,
          replacedById: 'successor',
          successorSealed: sealSuccessor('spent', 'successor', 'live-token'),
        }),
      );
      repository.findByIdForUpdate.mockResolvedValue(
        liveToken({ id: 'successor', createdAt: rotatedAt }),
      );
      await expect(sut.refresh('spent')).resolves.toEqual({
        access: 'access',
        refresh: 'live-token',
      });
      expect(repository.findByIdForUpdate).toHaveBeenCalledWith(mocks.manager, 'successor');
      expect(repository.insert).not.toHaveBeenCalled();
      expect(repository.markReplaced).not.toHaveBeenCalled();
      expect(repository.revokeLive).not.toHaveBeenCalled();
    });

    it('answers null within the grace when the session has ended since, revoking nothing more', async () => {
      repository.findByHashForUpdate.mockResolvedValue(
        liveToken({
          revokedAt: new Date(Date.now() - 2_000),
          replacedById: 'successor',
          successorSealed: sealSuccessor('spent', 'successor', 'ended-token'),
        }),
      );
      repository.findByIdForUpdate.mockResolvedValue(
        liveToken({ id: 'successor', revokedAt: new Date() }),
      );
      await expect(sut.refresh('spent')).resolves.toBeNull();
      expect(repository.revokeLive).not.toHaveBeenCalled();
    });

    it('ends the whole family when a spent token comes back after the grace (it was copied)', async () => {
      repository.findByHashForUpdate.mockResolvedValue(
        liveToken({
          revokedAt: new Date(Date.now() - 11_000),
          replacedById: 'later',
          successorSealed: sealSuccessor('spent', 'later', 'live-token'),
        }),
      );
      await expect(sut.refresh('spent')).resolves.toBeNull();
      expect(repository.findByIdForUpdate).not.toHaveBeenCalled();
      const selector = { userId: USER.id, sessionId: FAMILY };
      expect(repository.revokeLive).toHaveBeenCalledWith(mocks.manager, selector);
      expect(mocks.get(LiveEvents).endStreams).toHaveBeenCalledWith(mocks.manager, selector);
      expect(mocks.get(SessionCheckService).forgetSession).toHaveBeenCalledWith(FAMILY);
      expect(repository.insert).not.toHaveBeenCalled();
    });

    it('answers null for a session idle longer than REFRESH_IDLE_DAYS', async () => {
      const idle = new Date(Date.now() - (LIMITS.refreshIdleDays + 1) * DAY_MS);
      repository.findByHashForUpdate.mockResolvedValue(liveToken({ createdAt: idle }));
      await expect(sut.refresh('idle')).resolves.toBeNull();
      expect(repository.insert).not.toHaveBeenCalled();
    });

    it('answers null for a revoked token without ending its family again', async () => {
      repository.findByHashForUpdate.mockResolvedValue(liveToken({ revokedAt: new Date() }));
      await expect(sut.refresh('revoked')).resolves.toBeNull();
      expect(repository.revokeLive).not.toHaveBeenCalled();
    });
  });

  it('end ignores an unknown token', async () => {
    repository.findSessionByHash.mockResolvedValue(null);
    await sut.end('unknown');
    expect(mocks.dataSource.transaction).not.toHaveBeenCalled();
  });

  it('endAll revokes every session of the user, ends their streams and forgets their checks', async () => {
    await sut.endAll(USER.id, mocks.manager);
    expect(repository.revokeLive).toHaveBeenCalledWith(mocks.manager, { userId: USER.id });
    expect(mocks.get(LiveEvents).endStreams).toHaveBeenCalledWith(mocks.manager, {
      userId: USER.id,
    });
    expect(mocks.get(SessionCheckService).forgetUser).toHaveBeenCalledWith(USER.id);
  });
});
