import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RatingRequest, type SubmissionRating } from '@profileproof/contracts';
import { DESK_API_PATHS } from '@profileproof/contracts/desk';
import { writeOverReadsUnderWay } from '@profileproof/live-events';
import { useSession } from '@profileproof/session';
import {
  mapUserSubmissions,
  USER_SUBMISSIONS_QUERY_KEY,
  type UserSubmissionsData,
} from '../../../shared/api/user-submissions';

/**
 * POST /api/contact/submissions/{id}/rating/: rates (or re-rates) the report; the stored rating
 * replaces the one the list holds, so every screen that shows it agrees at once.
 */
export function useRateSubmission(submissionId: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RatingRequest) =>
      api.request<SubmissionRating>(DESK_API_PATHS.rating(submissionId), {
        method: 'POST',
        body: rating,
      }),
    // Over a read of the list already under way, whose answer would take the rating off the screen.
    onSuccess: (rating) =>
      writeOverReadsUnderWay<UserSubmissionsData>(
        queryClient,
        USER_SUBMISSIONS_QUERY_KEY,
        // The list's pages and the submission read by id alike.
        (data) =>
          mapUserSubmissions(data, (submission) =>
            submission.id === submissionId ? { ...submission, rating } : submission,
          ),
      ),
  });
}
