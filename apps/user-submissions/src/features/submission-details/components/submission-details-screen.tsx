import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MESSAGES, ROUTES, type Submission } from '@profileproof/contracts';
import { isHttpError, useSession } from '@profileproof/session';
import {
  ArrowLeftIcon,
  buttonClassName,
  ClockIcon,
  ErrorPanel,
  ExternalLinkIcon,
  formatDateTime,
  LoadingState,
  Page,
} from '@profileproof/ui';
import { useLiveSubmissionUpdates } from '../../../shared/api/live-submission-updates';
import { useOwnSubmission } from '../../../shared/api/user-submissions';
import { QueueStatus } from '../../../shared/components/queue-status';
import { ReviewStatusBadge } from '../../../shared/components/review-status-badge';
import { ReviewerActivity } from '../../../shared/components/reviewer-activity';
import { parseSubmissionId } from '../submission-id';
import { AnalysisResponse } from './analysis-response';
import { RatingCard } from './rating-card';
import '../submission-details.css';

const text = MESSAGES.submissionDetails;

function BackToSubmissions({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={ROUTES.mySubmissions} className={buttonClassName(variant)}>
      <ArrowLeftIcon />
      {text.backToSubmissions}
    </Link>
  );
}

/**
 * The heading is 'Submission Details' in every state; the badge once the submission is known and,
 * while it is pending, where it stands in the queue.
 */
function DetailsPage({ submission, children }: { submission?: Submission; children: ReactNode }) {
  return (
    <Page>
      <header className="details-header">
        {submission && <BackToSubmissions />}
        <div className="details-header__title">
          <h1>{text.heading}</h1>
          {submission && <ReviewStatusBadge processed={submission.is_processed} />}
          {submission && !submission.is_processed && <QueueStatus submissionId={submission.id} />}
        </div>
      </header>
      {children}
    </Page>
  );
}

function SubmissionDetails({ submission }: { submission: Submission }) {
  return (
    <div className="details-layout">
      <section className="pp-card details-profile" aria-labelledby="details-profile-title">
        <h2 id="details-profile-title">Profile</h2>
        <a
          className="details-profile__link"
          href={submission.linkedin_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span>{submission.linkedin_url}</span>
          <ExternalLinkIcon />
          <span className="pp-visually-hidden"> (opens in a new tab)</span>
        </a>
        <p className="details-muted">
          Submitted{' '}
          <time dateTime={submission.created_at}>{formatDateTime(submission.created_at)}</time>
        </p>
      </section>

      {submission.message && (
        <section className="pp-card details-message" aria-labelledby="details-message-title">
          <h2 id="details-message-title">{text.yourMessage}</h2>
          <p className="details-message__text">{submission.message}</p>
        </section>
      )}

      {submission.admin_reply ? (
        <AnalysisResponse submission={submission} />
      ) : (
        <section className="pp-card details-pending" aria-labelledby="details-pending-title">
          <span className="details-pending__icon" aria-hidden="true">
            <ClockIcon size={24} />
          </span>
          <h2 id="details-pending-title">
            {submission.is_processed ? 'Reviewed' : 'Review in progress'}
          </h2>
          <p>
            {submission.is_processed
              ? 'This submission has been reviewed. No written analysis is attached to it.'
              : text.stillReviewing}
          </p>
          {!submission.is_processed && (
            <ReviewerActivity submissionId={submission.id} className="details-pending__activity" />
          )}
          {!submission.is_processed && (
            <p>The analysis will appear on this page as soon as the reviewer sends it.</p>
          )}
        </section>
      )}

      {submission.is_processed && submission.admin_reply && <RatingCard submission={submission} />}
    </div>
  );
}

/**
 * /submission/:id: one of the user's own submissions, read by its id (GET
 * /api/contact/submissions/{id}/: any of theirs, however old; another's is not found).
 */
export function SubmissionDetailsScreen() {
  const { id: rawId } = useParams();
  const id = parseSubmissionId(rawId);
  const { isAuthenticated } = useSession();
  const submissions = useOwnSubmission(id);
  useLiveSubmissionUpdates();

  const notFound = isHttpError(submissions.error, [400, 404]);
  if (id === null || submissions.data || notFound) {
    const submission = id === null ? undefined : submissions.data;
    if (submission) {
      return (
        <DetailsPage submission={submission}>
          <SubmissionDetails submission={submission} />
        </DetailsPage>
      );
    }
    return (
      <DetailsPage>
        <ErrorPanel
          title={text.notFound}
          message="There is no submission of yours at this address. It may have been removed, or the link is incomplete."
        >
          <BackToSubmissions variant="primary" />
        </ErrorPanel>
      </DetailsPage>
    );
  }

  if (submissions.isError || !isAuthenticated) {
    return (
      <DetailsPage>
        <ErrorPanel
          title={text.loadFailed}
          message={
            isAuthenticated
              ? 'Check your connection, then try again.'
              : MESSAGES.mySubmissions.authRequired
          }
          onRetry={isAuthenticated ? () => void submissions.refetch() : undefined}
        >
          <BackToSubmissions />
        </ErrorPanel>
      </DetailsPage>
    );
  }

  return (
    <DetailsPage>
      <LoadingState label={text.loading} />
    </DetailsPage>
  );
}
