import { ConflictException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ACCESS_TOKEN_INVALID, SNIPPET_MESSAGES, SNIPPETS_CAP } from '@profileproof/contracts';
import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { AuditLog } from '../../audit/audit-log.service';
import { type SnippetRow, SnippetsRepository } from './snippets.repository';
import { SnippetsService } from './snippets.service';

const ADMIN = { id: 2, email: 'desk@example.com', role: 'admin' as const };
const CREATED = new Date('2026-01-02T03:04:05.000Z');
const UPDATED = new Date('2026-01-03T03:04:05.000Z');
const aRow = (id: number, title: string): SnippetRow => ({
  id,
  title,
  body: `Body of ${title}`,
  created_at: CREATED,
  updated_at: UPDATED,
  updated_by: 'Desk@example.com',
});
const INPUT = { title: 'Greeting', body: 'Hello {profile_url}' };

describe(SnippetsService.name, () => {
  let sut: SnippetsService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<SnippetsRepository>;
  let audit: jest.Mocked<AuditLog>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(SnippetsService));
    repository = mocks.get(SnippetsRepository);
    audit = mocks.get(AuditLog);
    repository.lockSavingAdmin.mockResolvedValue('Desk@example.com');
  });

  it('lists the rows in the repository order, dates as ISO 8601', async () => {
    repository.listByTitle.mockResolvedValue([aRow(2, 'alpha'), aRow(1, 'Beta')]);
    await expect(sut.list()).resolves.toEqual([
      {
        id: 2,
        title: 'alpha',
        body: 'Body of alpha',
        created_at: CREATED.toISOString(),
        updated_at: UPDATED.toISOString(),
        updated_by: 'Desk@example.com',
      },
      expect.objectContaining({ id: 1, title: 'Beta' }),
    ]);
  });

  it('answers 404 with the contract message for an unknown snippet', async () => {
    repository.findById.mockResolvedValue(null);
    await expect(sut.one(9)).rejects.toEqual(
      new NotFoundException({ detail: SNIPPET_MESSAGES.notFound }),
    );
  });

  describe('create', () => {
    it('locks the admin, then the table, counts, inserts and records, all in one transaction', async () => {
      repository.count.mockResolvedValue(SNIPPETS_CAP - 1);
      repository.insert.mockResolvedValue(aRow(5, 'Greeting'));
      await expect(sut.create(ADMIN, INPUT)).resolves.toMatchObject({ id: 5, title: 'Greeting' });
      expect(repository.lockSavingAdmin).toHaveBeenCalledWith(mocks.manager, ADMIN.id);
      expect(repository.lockAgainstCreations).toHaveBeenCalledWith(mocks.manager);
      expect(repository.lockSavingAdmin.mock.invocationCallOrder[0]).toBeLessThan(
        repository.lockAgainstCreations.mock.invocationCallOrder[0],
      );
      expect(repository.insert).toHaveBeenCalledWith(
        mocks.manager,
        INPUT,
        ADMIN.id,
        'Desk@example.com',
      );
      expect(audit.record).toHaveBeenCalledWith(mocks.manager, {
        actor: { id: ADMIN.id, email: ADMIN.email },
        action: 'snippet.created',
        target: { type: 'snippet', id: 5 },
        details: { title: 'Greeting' },
      });
    });

    it('answers 409 once the desk keeps SNIPPETS_CAP, and inserts and records nothing', async () => {
      repository.count.mockResolvedValue(SNIPPETS_CAP);
      await expect(sut.create(ADMIN, INPUT)).rejects.toEqual(
        new ConflictException({ detail: SNIPPET_MESSAGES.full }),
      );
      expect(repository.insert).not.toHaveBeenCalled();
      expect(audit.record).not.toHaveBeenCalled();
    });

    it('answers 401 for an admin whose account was deleted since the token was issued', async () => {
      repository.lockSavingAdmin.mockResolvedValue(null);
      await expect(sut.create(ADMIN, INPUT)).rejects.toEqual(
        new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID }),
      );
      expect(repository.insert).not.toHaveBeenCalled();
    });
  });

  describe('update', () => {
    it('replaces the snippet and records it', async () => {
      repository.replace.mockResolvedValue(aRow(4, 'Greeting'));
      await sut.update(ADMIN, 4, INPUT);
      expect(repository.replace).toHaveBeenCalledWith(
        mocks.manager,
        4,
        INPUT,
        ADMIN.id,
        'Desk@example.com',
      );
      expect(audit.record).toHaveBeenCalledWith(
        mocks.manager,
        expect.objectContaining({ action: 'snippet.updated', target: { type: 'snippet', id: 4 } }),
      );
    });

    it('answers 404 for an unknown snippet, and records nothing', async () => {
      repository.replace.mockResolvedValue(null);
      await expect(sut.update(ADMIN, 4, INPUT)).rejects.toBeInstanceOf(NotFoundException);
      expect(audit.record).not.toHaveBeenCalled();
    });
  });

  describe('remove', () => {
    it('deletes the snippet and records its title', async () => {
      repository.deleteById.mockResolvedValue({ id: 3, title: 'Old' });
      await sut.remove(ADMIN, 3);
      expect(repository.deleteById).toHaveBeenCalledWith(mocks.manager, 3);
      expect(audit.record).toHaveBeenCalledWith(mocks.manager, {
        actor: { id: ADMIN.id, email: ADMIN.email },
        action: 'snippet.deleted',
        target: { type: 'snippet', id: 3 },
        details: { title: 'Old' },
      });
    });

    it('answers 404 for an unknown snippet, and records nothing', async () => {
      repository.deleteById.mockResolvedValue(null);
      await expect(sut.remove(ADMIN, 3)).rejects.toEqual(
        new NotFoundException({ detail: SNIPPET_MESSAGES.notFound }),
      );
      expect(audit.record).not.toHaveBeenCalled();
    });
  });
});
