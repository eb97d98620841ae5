import type { EntityManager } from 'typeorm';
import { newTestService, type ServiceMocks } from '../../test/support/new-test-service';
import { AuditLog } from './audit-log.service';
import { AuditRepository } from './audit.repository';

describe(AuditLog.name, () => {
  let sut: AuditLog;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<AuditRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(AuditLog));
    repository = mocks.get(AuditRepository);
  });

  it('appends through the manager of the action, the actor copied, the target id as text', async () => {
    await sut.record(mocks.manager, {
      actor: { id: 3, email: 'admin@example.com' },
      action: 'submission.reopened',
      target: { type: 'submission', id: 42 },
      details: { from: 'processed' },
    });
    expect(repository.append).toHaveBeenCalledWith(mocks.manager, {
      actorId: 3,
      actorEmail: 'admin@example.com',
      action: 'submission.reopened',
      targetType: 'submission',
      targetId: '42',
      details: { from: 'processed' },
    });
  });

  it("records the operator's change with no actor and empty details", async () => {
    await sut.record(mocks.manager, {
      actor: null,
      action: 'admin.created',
      target: { type: 'user', id: 'ops@example.com' },
    });
    expect(repository.append).toHaveBeenCalledWith(
      mocks.manager,
      expect.objectContaining({ actorId: null, actorEmail: null, details: {} }),
    );
  });

  it.each([
    ['no query runner', {}],
    ['a query runner out of any transaction', { queryRunner: { isTransactionActive: false } }],
  ])('refuses to write with %s', async (_, manager) => {
    await expect(
      sut.record(manager as unknown as EntityManager, {
        actor: { id: 3, email: 'admin@example.com' },
        action: 'snippet.deleted',
        target: { type: 'snippet', id: 1 },
      }),
    ).rejects.toThrow('An audit entry is written in the transaction of its action');
    expect(repository.append).not.toHaveBeenCalled();
  });
});
