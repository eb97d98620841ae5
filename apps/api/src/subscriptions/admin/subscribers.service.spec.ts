import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  SUBSCRIPTION_NOT_FOUND_ERROR,
  SUBSCRIPTION_USER_NOT_FOUND_ERROR,
  SUBSCRIPTIONS_TABLE_MISSING_ERROR,
} from '@profileproof/contracts';
import { QueryFailedError } from 'typeorm';
import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { AuditLog } from '../../audit/audit-log.service';
import { TwoStepRepository } from '../../auth/two-step/two-step.repository';
import type { User } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { Subscription } from '../entities/subscription.entity';
import { SubscribersRepository } from './subscribers.repository';
import { SubscribersService } from './subscribers.service';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const ADMIN = { id: 1, email: 'admin@example.com' };
const USER = { id: 5, email: 'Customer@example.com' } as User;
/** A failed statement as TypeORM reports it: the driver's error carries PostgreSQL's SQLSTATE. */
const pgError = (code: string) =>
  new QueryFailedError('INSERT', [], Object.assign(new Error(code), { code }));

describe(SubscribersService.name, () => {
  let sut: SubscribersService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<SubscribersRepository>;
  let users: jest.Mocked<UsersService>;
  let audit: jest.Mocked<AuditLog>;
  let twoStep: jest.Mocked<TwoStepRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(SubscribersService));
    repository = mocks.get(SubscribersRepository);
    users = mocks.get(UsersService);
    audit = mocks.get(AuditLog);
    twoStep = mocks.get(TwoStepRepository);
    users.findByEmail.mockResolvedValue(USER);
  });

  describe('assign', () => {
    it('stores the tier until now + the days, and records the assignment in the same transaction', async () => {
      const endDate = new Date('2026-03-25T12:00:00.000Z');
      repository.upsert.mockResolvedValue({ tier: 'basic', end_date: endDate });
      await expect(
        sut.assign({ email: USER.email, tier: 'basic', validForDays: 10, admin: ADMIN }, NOW),
      ).resolves.toEqual({ email: USER.email, tier: 'basic', end_date: endDate.toISOString() });
      expect(repository.upsert).toHaveBeenCalledWith(mocks.manager, {
        userId: USER.id,
        tier: 'basic',
        endDate,
        grantedById: ADMIN.id,
      });
      expect(audit.record).toHaveBeenCalledWith(mocks.manager, {
        actor: ADMIN,
        action: 'subscription.assigned',
        target: { type: 'user', id: USER.email },
        details: { tier: 'basic', valid_for_days: 10, end_date: endDate.toISOString() },
      });
    });

    it('stores no end date for an unlimited assignment', async () => {
      repository.upsert.mockResolvedValue({ tier: 'premium', end_date: null });
      await sut.assign({ email: USER.email, tier: 'premium', validForDays: null, admin: ADMIN });
      expect(repository.upsert).toHaveBeenCalledWith(
        mocks.manager,
        expect.objectContaining({ endDate: null }),
      );
    });

    it('answers 404 for an unknown address, and writes nothing', async () => {
      users.findByEmail.mockResolvedValue(null);
      await expect(
        sut.assign({ email: 'nobody@example.com', tier: 'basic', validForDays: 1, admin: ADMIN }),
      ).rejects.toEqual(new NotFoundException({ detail: SUBSCRIPTION_USER_NOT_FOUND_ERROR }));
      expect(repository.upsert).not.toHaveBeenCalled();
      expect(audit.record).not.toHaveBeenCalled();
    });

    it('answers 404 when the user is deleted meanwhile (a foreign-key violation), and records nothing', async () => {
      repository.upsert.mockRejectedValue(pgError('23503'));
      await expect(
        sut.assign({ email: USER.email, tier: 'basic', validForDays: 1, admin: ADMIN }),
      ).rejects.toEqual(new NotFoundException({ detail: SUBSCRIPTION_USER_NOT_FOUND_ERROR }));
      expect(audit.record).not.toHaveBeenCalled();
    });

    it('answers 503 while the subscriptions table is missing', async () => {
      repository.upsert.mockRejectedValue(pgError('42P01'));
      await expect(
        sut.assign({ email: USER.email, tier: 'basic', validForDays: 1, admin: ADMIN }),
      ).rejects.toEqual(
        new ServiceUnavailableException({ detail: SUBSCRIPTIONS_TABLE_MISSING_ERROR }),
      );
    });
  });

  describe('remove', () => {
    it('deletes the subscription and records its tier in the same transaction', async () => {
      repository.deleteForUser.mockResolvedValue('premium');
      await sut.remove(USER.email, ADMIN);
      expect(repository.deleteForUser).toHaveBeenCalledWith(mocks.manager, USER.id);
      expect(audit.record).toHaveBeenCalledWith(mocks.manager, {
        actor: ADMIN,
        action: 'subscription.removed',
        target: { type: 'user', id: USER.email },
        details: { tier: 'premium' },
      });
    });

    it('records a plan that no longer exists as free', async () => {
      repository.deleteForUser.mockResolvedValue('gold');
      await sut.remove(USER.email, ADMIN);
      expect(audit.record).toHaveBeenCalledWith(
        mocks.manager,
        expect.objectContaining({ details: { tier: 'free' } }),
      );
    });

    it('answers 404 when the user has no subscription, and records nothing', async () => {
      repository.deleteForUser.mockResolvedValue(null);
      await expect(sut.remove(USER.email, ADMIN)).rejects.toEqual(
        new NotFoundException({ detail: SUBSCRIPTION_NOT_FOUND_ERROR }),
      );
      expect(audit.record).not.toHaveBeenCalled();
    });
  });

  it("lists each subscription with its user's e-mail, an unknown plan as free", async () => {
    const row = (id: number, email: string, tier: string, endDate: Date | null) =>
      Object.assign(new Subscription(), {
        id,
        tier,
        endDate,
        source: 'admin',
        user: { id, email } as User,
      });
    repository.listWithUsers.mockResolvedValue([
      row(1, 'a@example.com', 'basic', new Date('2026-04-01T00:00:00.000Z')),
      row(2, 'b@example.com', 'gold', null),
    ]);
    twoStep.statesAmong.mockResolvedValue({ enabled: new Set([2]), locked: new Set([2]) });
    await expect(sut.list()).resolves.toEqual([
      {
        email: 'a@example.com',
        tier: 'basic',
        end_date: '2026-04-01T00:00:00.000Z',
        source: 'admin',
        // Expired: it gives no tier.
        wins: false,
        two_step_enabled: false,
        two_step_locked: false,
      },
      {
        email: 'b@example.com',
        tier: 'free',
        end_date: null,
        source: 'admin',
        wins: true,
        two_step_enabled: true,
        two_step_locked: true,
      },
    ]);
    expect(twoStep.statesAmong).toHaveBeenCalledWith([1, 2], 100);
  });
});
