import { NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ACCESS_TOKEN_INVALID, SUBMISSION_NOT_FOUND } from '@profileproof/contracts';
import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { AuditLog } from '../../audit/audit-log.service';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

const ADMIN = { id: 2, email: 'desk@example.com', role: 'admin' as const };
const AT = new Date('2026-01-02T03:04:05.000Z');

describe(NotesService.name, () => {
  let sut: NotesService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<NotesRepository>;
  let audit: jest.Mocked<AuditLog>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(NotesService));
    repository = mocks.get(NotesRepository);
    audit = mocks.get(AuditLog);
    repository.lockSubmission.mockResolvedValue(true);
    repository.lockAuthor.mockResolvedValue('Desk@example.com');
    repository.insert.mockResolvedValue({
      id: 9,
      author: 'Desk@example.com',
      text: 'Hi',
      created_at: AT,
    });
  });

  it('lists the notes, dates as ISO 8601; 404 for a submission that is not visible', async () => {
    repository.submissionVisible.mockResolvedValue(true);
    repository.listFor.mockResolvedValue([{ id: 1, author: null, text: 'Old', created_at: AT }]);
    await expect(sut.list(4)).resolves.toEqual([
      { id: 1, author: null, text: 'Old', created_at: AT.toISOString() },
    ]);
    repository.submissionVisible.mockResolvedValue(false);
    await expect(sut.list(4)).rejects.toEqual(
      new NotFoundException({ detail: SUBMISSION_NOT_FOUND }),
    );
  });

  it('adds the note and records it without its text, in the same transaction', async () => {
    await expect(sut.add(ADMIN, 4, 'Hi')).resolves.toEqual({
      id: 9,
      author: 'Desk@example.com',
      text: 'Hi',
      created_at: AT.toISOString(),
    });
    expect(repository.insert).toHaveBeenCalledWith(
      mocks.manager,
      4,
      ADMIN.id,
      'Desk@example.com',
      'Hi',
    );
    expect(audit.record).toHaveBeenCalledWith(mocks.manager, {
      actor: { id: ADMIN.id, email: ADMIN.email },
      action: 'note.added',
      target: { type: 'submission', id: 4 },
      details: { note_id: 9, length: 2 },
    });
  });

  it('answers 404 for an unknown submission and 401 for a deleted account, storing nothing', async () => {
    repository.lockSubmission.mockResolvedValue(false);
    await expect(sut.add(ADMIN, 4, 'Hi')).rejects.toBeInstanceOf(NotFoundException);
    repository.lockSubmission.mockResolvedValue(true);
    repository.lockAuthor.mockResolvedValue(null);
    await expect(sut.add(ADMIN, 4, 'Hi')).rejects.toEqual(
      new UnauthorizedException({ detail: ACCESS_TOKEN_INVALID }),
    );
    expect(repository.insert).not.toHaveBeenCalled();
    expect(audit.record).not.toHaveBeenCalled();
  });
});
