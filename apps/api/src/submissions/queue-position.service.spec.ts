import { MEDIAN_REPLY_SAMPLE, QUEUE_MESSAGES, SUBMISSION_NOT_FOUND } from '@profileproof/contracts';
import { newTestService, type Stub } from '../../test/support/new-test-service';
import { QueuePositionService } from './queue-position.service';
import { type QueuePositionRow, QueuePositionRepository } from './queue-position.repository';

const NOW = new Date('2025-06-10T09:00:00.000Z');

const pending = (overrides: Partial<QueuePositionRow> = {}): QueuePositionRow => ({
  created_at: new Date('2025-06-10T08:00:00.000Z'),
  due_by: new Date('2025-06-11T08:00:00.000Z'),
  ahead: 2,
  median_reply_hours: 1,
  in_review: false,
  ...overrides,
});

describe(QueuePositionService.name, () => {
  let sut: QueuePositionService;
  let submissions: Stub<QueuePositionRepository>;

  beforeEach(async () => {
    const built = newTestService(QueuePositionService);
    sut = built.sut;
    submissions = built.stub(QueuePositionRepository);
  });

  it("places the owner's pending submission behind those ahead of it, one read", async () => {
    submissions.findQueuePosition.mockResolvedValue(pending({ in_review: true }));

    await expect(sut.positionOf(5, 3, NOW)).resolves.toMatchObject({
      position: 3,
      ahead: 2,
      in_review: true,
    });
    expect(submissions.findQueuePosition).toHaveBeenCalledWith(5, 3, MEDIAN_REPLY_SAMPLE, NOW);
  });

  it('expects the reply by its own due time at the latest, and says late past it', async () => {
    submissions.findQueuePosition.mockResolvedValue(
      pending({ due_by: new Date('2025-06-10T09:30:00.000Z'), median_reply_hours: 5 }),
    );
    await expect(sut.positionOf(5, 3, NOW)).resolves.toMatchObject({
      expected_reply_by: '2025-06-10T09:30:00.000Z',
      late: false,
    });

    submissions.findQueuePosition.mockResolvedValue(
      pending({ due_by: new Date('2025-06-10T08:59:00.000Z') }),
    );
    await expect(sut.positionOf(5, 3, NOW)).resolves.toMatchObject({
      expected_reply_by: '2025-06-10T08:59:00.000Z',
      late: true,
    });
  });

  it("answers 404 for a missing, deleted or another user's submission", async () => {
    submissions.findQueuePosition.mockResolvedValue(undefined);

    await expect(sut.positionOf(5, 3, NOW)).rejects.toMatchObject({
      status: 404,
      response: { detail: SUBMISSION_NOT_FOUND },
    });
  });

  it('answers 409 once the submission is reviewed', async () => {
    submissions.findQueuePosition.mockResolvedValue(
      pending({ ahead: null, median_reply_hours: null, in_review: null }),
    );

    await expect(sut.positionOf(5, 3, NOW)).rejects.toMatchObject({
      status: 409,
      response: { detail: QUEUE_MESSAGES.alreadyReviewed },
    });
  });
});
