import { Injectable } from '@nestjs/common';
import {
  type AdminStatsResponse,
  type AdminSubmissionDetail,
  type DeleteResponse,
  PENDING_QUEUE_CAP,
  type PendingListResponse,
  PROCESSED_PAGE_SIZE,
  type ProcessedListResponse,
} from '@profileproof/contracts';
import { SubmissionsService } from '../contact/submissions.service';

export const SUBMISSION_DELETED = 'Submission deleted.';

/** The admin's review work, through the contact module's SubmissionsService. */
@Injectable()
export class AdminService {
  constructor(private readonly submissions: SubmissionsService) {}

  async pendingQueue(): Promise<PendingListResponse> {
    return { submissions: await this.submissions.pendingQueue(PENDING_QUEUE_CAP) };
  }

  /**
   * One page of reviewed submissions. A page past the last one answers the last page
   * (`current_page` says which), so a list that shrank under the admin's feet still shows rows;
   * with none at all: page 1 of 0, empty.
   */
  async reviewedPage(requestedPage: number): Promise<ProcessedListResponse> {
    const totalCount = await this.submissions.countReviewed();
    const totalPages = Math.ceil(totalCount / PROCESSED_PAGE_SIZE);
    const currentPage = Math.min(requestedPage, Math.max(totalPages, 1));
    const submissions =
      totalCount === 0 ? [] : await this.submissions.reviewedPage((currentPage - 1) * PROCESSED_PAGE_SIZE, PROCESSED_PAGE_SIZE);
    return { submissions, total_count: totalCount, total_pages: totalPages, current_page: currentPage };
  }

  detail(id: number): Promise<AdminSubmissionDetail> {
    return this.submissions.detail(id);
  }

  setProcessed(id: number, isProcessed: boolean): Promise<AdminSubmissionDetail> {
    return this.submissions.setProcessed(id, isProcessed);
  }

  async deleteReviewed(id: number): Promise<DeleteResponse> {
    await this.submissions.deleteReviewed(id);
    return { message: SUBMISSION_DELETED };
  }

  statistics(): Promise<AdminStatsResponse> {
    return this.submissions.statistics();
  }
}
