import { BadRequestException } from '@nestjs/common';
import { AUDIT_PAGE_SIZE, PAGE_INVALID, VALIDATION_FAILED } from '@profileproof/contracts';
import { newTestService, type ServiceMocks, TX_MANAGER } from '../../test/support/new-test-service';
import { UsersRepository } from '../users/users.repository';
import { AuditEntriesService } from './audit-entries.service';
import { type AuditRow, AuditRepository } from './audit.repository';

const NO_FILTERS = { actor: null, action: null };
const AT = new Date('2026-02-03T04:05:06.000Z');
const aRow = (id: number): AuditRow => ({
  id,
  actor_email: 'admin@example.com',
  action: 'snippet.created',
  target_type: 'snippet',
  target_id: String(id),
  details: { title: 'T' },
  created_at: AT,
  walk_key: '2026-02-03T04:05:06.000000Z',
});
const AS_OF = new Date('2026-02-04T00:00:00.000Z');
const walk = (page: number) => ({ asOf: AS_OF, pinned: true, page, cursor: null });
const FORWARD = { asOf: AS_OF, after: null, direction: 'forward' };

describe(AuditEntriesService.name, () => {
  let sut: AuditEntriesService;
  let repository: jest.Mocked<AuditRepository>;
  let mocks: ServiceMocks;

  beforeEach(() => {
    const built = newTestService(AuditEntriesService);
    sut = built.sut;
    mocks = built.mocks;
    repository = built.mocks.get(AuditRepository);
    repository.findNewestFirst.mockResolvedValue([]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses page %p with 400 and reads nothing', async (page) => {
    await expect(sut.page(walk(page), NO_FILTERS)).rejects.toEqual(
      new BadRequestException({ detail: VALIDATION_FAILED, errors: { page: [PAGE_INVALID] } }),
    );
    expect(repository.countMatching).not.toHaveBeenCalled();
  });

  it('reads the requested page with its filters, entries as the contract has them', async () => {
    const filters = { actor: 'admin@example.com', action: 'snippet.created' as const };
    repository.countMatching.mockResolvedValue(AUDIT_PAGE_SIZE * 2 + 1);
    repository.findNewestFirst.mockResolvedValue([aRow(8)]);
    await expect(sut.page(walk(2), filters)).resolves.toEqual({
      entries: [
        {
          id: 8,
          actor: 'admin@example.com',
          action: 'snippet.created',
          target_type: 'snippet',
          target_id: '8',
          details: { title: 'T' },
          created_at: AT.toISOString(),
        },
      ],
      total_count: AUDIT_PAGE_SIZE * 2 + 1,
      total_pages: 3,
      current_page: 2,
      as_of: AS_OF.toISOString(),
      next_cursor: expect.any(String),
      previous_cursor: expect.any(String),
    });
    // Both read as the log stood at the walk's instant.
    expect(repository.countMatching).toHaveBeenCalledWith(filters, AS_OF);
    expect(repository.findNewestFirst).toHaveBeenCalledWith(
      filters,
      FORWARD,
      AUDIT_PAGE_SIZE,
      AUDIT_PAGE_SIZE,
    );
  });

  it('answers the last page for a page past it', async () => {
    repository.countMatching.mockResolvedValue(AUDIT_PAGE_SIZE + 1);
    await expect(sut.page(walk(50), NO_FILTERS)).resolves.toMatchObject({
      total_pages: 2,
      current_page: 2,
    });
    expect(repository.findNewestFirst).toHaveBeenCalledWith(
      NO_FILTERS,
      FORWARD,
      AUDIT_PAGE_SIZE,
      AUDIT_PAGE_SIZE,
    );
  });

  it('answers page 1 of 0, empty, when nothing matches', async () => {
    repository.countMatching.mockResolvedValue(0);
    await expect(sut.page(walk(3), NO_FILTERS)).resolves.toEqual({
      entries: [],
      total_count: 0,
      total_pages: 0,
      current_page: 1,
      as_of: AS_OF.toISOString(),
      next_cursor: null,
      previous_cursor: null,
    });
    expect(repository.findNewestFirst).toHaveBeenCalledWith(
      NO_FILTERS,
      FORWARD,
      0,
      AUDIT_PAGE_SIZE,
    );
  });

  it('answers the current admins, then the other addresses of the log, read in one snapshot', async () => {
    const users = mocks.get(UsersRepository);
    users.findAdmins.mockResolvedValue([{ id: 1, email: 'a@example.com' }]);
    repository.findLoggedActors.mockResolvedValue([{ id: null, email: 'old@example.com' }]);
    await expect(sut.actors()).resolves.toEqual({
      actors: [
        { id: 1, email: 'a@example.com', is_current_admin: true },
        { id: null, email: 'old@example.com', is_current_admin: false },
      ],
    });
    expect(mocks.dataSource.transaction).toHaveBeenCalledWith(
      'REPEATABLE READ',
      expect.any(Function),
    );
    expect(users.findAdmins).toHaveBeenCalledWith(TX_MANAGER);
    expect(repository.findLoggedActors).toHaveBeenCalledWith(TX_MANAGER, ['a@example.com']);
  });
});
