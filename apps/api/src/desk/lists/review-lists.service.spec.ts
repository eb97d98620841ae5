import { FILTERED_COUNT_CAP } from '@profileproof/contracts';
import { adminSubmissionRow as row } from '../../../test/support/admin-submission-row';
import { newTestService, type Stub } from '../../../test/support/new-test-service';
import { PendingQueueRepository } from './pending-queue.repository';
import { ReviewListsService } from './review-lists.service';
import { ReviewedWalkRepository } from './reviewed-walk.repository';
import { UnfilteredWalkRepository } from './unfiltered-walk.repository';

describe(ReviewListsService.name, () => {
  let sut: ReviewListsService;
  let pending: Stub<PendingQueueRepository>;
  let walks: Stub<ReviewedWalkRepository>;
  let unfiltered: Stub<UnfilteredWalkRepository>;

  beforeEach(() => {
    const built = newTestService(ReviewListsService);
    sut = built.sut;
    pending = built.stub(PendingQueueRepository);
    walks = built.stub(ReviewedWalkRepository);
    unfiltered = built.stub(UnfilteredWalkRepository);
  });

  describe('reviewedPage', () => {
    it('reads no rows when nothing is reviewed: page 1 of 0', async () => {
      const now = new Date('2026-03-01T10:00:00.000Z');
      unfiltered.findReviewedWalkHead.mockResolvedValue({
        as_of: now,
        total_count: 0,
        current_page: 1,
        start: 0,
        moved: [],
        bound_at: null,
        bound_id: null,
        skip: null,
      });
      unfiltered.findReviewedByIds.mockResolvedValue([]);

      await expect(sut.reviewedPage(4, {}, now)).resolves.toEqual({
        submissions: [],
        total_count: 0,
        total_pages: 0,
        current_page: 1,
        as_of: now.toISOString(),
        next_cursor: null,
        previous_cursor: null,
      });
      // A walk that starts now: the head pins it (at the later of now and the newest reply).
      expect(unfiltered.findReviewedWalkHead).toHaveBeenCalledWith(4, 10, now, false);
      expect(unfiltered.findReviewedWalkIndex).not.toHaveBeenCalled();
    });
  });

  describe('pendingQueue', () => {
    it('reads the unfiltered statement without filters, the filtered one with them', async () => {
      pending.findPendingPage.mockResolvedValue([row({ is_processed: false })]);
      pending.findPendingFiltered.mockResolvedValue([]);

      await sut.pendingQueue(50);
      expect(pending.findPendingPage).toHaveBeenCalledWith(50);
      expect(pending.findPendingFiltered).not.toHaveBeenCalled();

      await sut.pendingQueue(20, { q: 'Ada_1', tier: 'premium', overdue: true });
      expect(pending.findPendingFiltered).toHaveBeenCalledWith(
        {
          // Searched as stored links are: lower case (ILIKE ignores case anyway).
          search: '%ada\\_1%',
          tier: 'premium',
          overdueOnly: true,
          replyFrom: null,
          replyBefore: null,
        },
        20,
      );
    });

    it('marks a pending submission past its due time overdue, a reviewed one never', async () => {
      const now = new Date('2025-06-11T09:00:00.000Z');
      pending.findPendingPage.mockResolvedValue([
        row({ id: 1, is_processed: false, due_by: new Date('2025-06-11T08:59:59.000Z') }),
        row({ id: 2, is_processed: false, due_by: new Date('2025-06-11T09:00:00.000Z') }),
        row({ id: 3, is_processed: true, due_by: new Date('2025-06-10T09:00:00.000Z') }),
      ]);

      const queue = await sut.pendingQueue(50, {}, now);
      expect(queue.map((item) => [item.id, item.overdue, item.due_by])).toEqual([
        [1, true, '2025-06-11T08:59:59.000Z'],
        [2, false, '2025-06-11T09:00:00.000Z'],
        [3, false, '2025-06-10T09:00:00.000Z'],
      ]);
    });
  });

  describe('filtered reviewedPage', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');

    beforeEach(() => walks.findNewestReviewedKey.mockResolvedValue(null));

    it("counts the walk's matches, clamps the page to the last and reads it with an offset, as of the walk", async () => {
      walks.countReviewedWalk.mockResolvedValue(25);
      walks.findReviewedWalk.mockResolvedValue([
        { ...row(), replied_by: null, walk_key: '2026-02-05T00:00:00.000000Z' },
      ]);

      const page = await sut.reviewedPage(
        9,
        { tier: 'basic', from: '2026-02-01', to: '2026-02-10' },
        now,
      );
      expect(page).toMatchObject({ total_count: 25, total_pages: 3, current_page: 3 });
      expect(page.count_capped).toBeUndefined();
      const filters = {
        search: null,
        tier: 'basic',
        overdueOnly: false,
        replyFrom: new Date('2026-02-01T00:00:00.000Z'),
        replyBefore: new Date('2026-02-11T00:00:00.000Z'),
      };
      expect(walks.countReviewedWalk).toHaveBeenCalledWith(filters, now);
      expect(walks.findReviewedWalk).toHaveBeenCalledWith(filters, {
        asOf: now,
        after: null,
        direction: 'forward',
        skip: 20,
        take: 10,
      });
      expect(unfiltered.findReviewedWalkHead).not.toHaveBeenCalled();
    });

    it(`says when the matches are more than ${FILTERED_COUNT_CAP}, and reads nothing for none`, async () => {
      walks.countReviewedWalk.mockResolvedValue(FILTERED_COUNT_CAP + 1);
      walks.findReviewedWalk.mockResolvedValue([]);
      await expect(sut.reviewedPage(1, { q: 'example' }, now)).resolves.toMatchObject({
        total_count: FILTERED_COUNT_CAP,
        count_capped: true,
      });

      walks.findReviewedWalk.mockClear();
      walks.countReviewedWalk.mockResolvedValue(0);
      await expect(sut.reviewedPage(1, { q: 'nobody' }, now)).resolves.toEqual({
        submissions: [],
        total_count: 0,
        total_pages: 0,
        current_page: 1,
        as_of: now.toISOString(),
        next_cursor: null,
        previous_cursor: null,
      });
      expect(walks.findReviewedWalk).not.toHaveBeenCalled();
    });
  });
});
