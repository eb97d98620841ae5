import { Link } from 'react-router';
import { replyPreview } from '@profileproof/analysis';
import { CARD_TRUNCATION, routeTo, truncateText, type Submission } from '@profileproof/contracts';
import { ArrowRightIcon, formatDate } from '@profileproof/ui';
import { QueueStatus } from '../../../shared/components/queue-status';
import { ReviewStatusBadge } from '../../../shared/components/review-status-badge';
import { ReviewerActivity } from '../../../shared/components/reviewer-activity';
import { type ScoreTrend, ScoreTrendChip } from './score-trend';

/**
 * One submission in the list (as the spec's screens describe it): URL cut to 30 characters, message to 50, analysis to
 * 200; a pending one says where it stands in the queue and whether a reviewer is on it; a profile's
 * latest review shows its score and trend.
 */
export function SubmissionCard({
  submission,
  trend,
}: {
  submission: Submission;
  /** Set on the latest review of a profile: its score and how it moved since the review before. */
  trend?: ScoreTrend;
}) {
  const titleId = `submission-${submission.id}-title`;
  const url = truncateText(submission.linkedin_url, CARD_TRUNCATION.url);
  return (
    <article className="submission-card" aria-labelledby={titleId}>
      <div className="submission-card__meta">
        <ReviewStatusBadge processed={submission.is_processed} />
        {!submission.is_processed && <QueueStatus submissionId={submission.id} />}
      </div>
      <div>
        <h2 id={titleId} className="submission-card__title" title={submission.linkedin_url}>
          {url}
        </h2>
        <p className="submission-card__date">
          Submitted{' '}
          <time dateTime={submission.created_at}>{formatDate(submission.created_at)}</time>
        </p>
      </div>
      {trend && <ScoreTrendChip trend={trend} />}
      {submission.message && (
        <div className="submission-card__field">
          <h3 className="submission-card__label">Your message</h3>
          <p>{truncateText(submission.message, CARD_TRUNCATION.message)}</p>
        </div>
      )}
      {submission.admin_reply ? (
        <div className="submission-card__field">
          <h3 className="submission-card__label">Analysis</h3>
          <p>{truncateText(replyPreview(submission.admin_reply), CARD_TRUNCATION.analysis)}</p>
        </div>
      ) : (
        !submission.is_processed && (
          <ReviewerActivity submissionId={submission.id} className="submission-card__pending" />
        )
      )}
      <Link to={routeTo.submission(submission.id)} className="submission-card__link">
        {submission.admin_reply ? 'Read the analysis' : 'View details'}
        <span className="pp-visually-hidden"> of {url}</span>
        <ArrowRightIcon />
      </Link>
    </article>
  );
}
