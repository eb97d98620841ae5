import { Link } from 'react-router';
import { routeTo, type ReviewedSubmission } from '@profileproof/contracts';
import {
  ExternalLinkIcon,
  formatDate,
  formatDateTime,
  PencilIcon,
  TrashIcon,
} from '@profileproof/ui';
import { EmailText } from '../../../shared/components/email-text';
import { TierBadge } from '../../../shared/components/tier-badge';
import { displayUrl, repliedBy, replyExcerpt, storedScore } from '../reviewed-list';
import { ReviewedDesk } from './reviewed-desk';
import { ScoreChip } from './score-chip';

/** One reviewed submission: who, which profile, when and by whom, the score and the start of the reply; Edit and Delete. */
export function ReviewedItem({
  submission,
  onDelete,
}: {
  submission: ReviewedSubmission;
  onDelete: (submission: ReviewedSubmission) => void;
}) {
  const excerpt = replyExcerpt(submission.admin_reply);
  const author = repliedBy(submission);
  return (
    // Named by the address itself: the heading splits it in two halves so that it wraps after the '@'.
    <article className="reviewed-item" aria-label={submission.email}>
      <ScoreChip score={storedScore(submission)} />
      <div className="reviewed-item__main">
        <div className="reviewed-item__who">
          <h2 className="reviewed-item__email">
            <EmailText email={submission.email} />
          </h2>
          <TierBadge tier={submission.tier} />
        </div>
        <a
          className="reviewed-item__profile"
          href={submission.linkedin_url}
          target="_blank"
          rel="noopener noreferrer"
          title={submission.linkedin_url}
        >
          <span className="reviewed-item__url">{displayUrl(submission.linkedin_url)}</span>
          <ExternalLinkIcon size={14} />
          <span className="pp-visually-hidden"> (opens in a new tab)</span>
        </a>
        <dl className="reviewed-item__dates">
          <div>
            <dt>Submitted</dt>
            <dd>
              <time dateTime={submission.created_at} title={formatDateTime(submission.created_at)}>
                {formatDate(submission.created_at)}
              </time>
            </dd>
          </div>
          <div>
            <dt>Replied</dt>
            <dd>
              {submission.admin_reply_date ? (
                <time
                  dateTime={submission.admin_reply_date}
                  title={formatDateTime(submission.admin_reply_date)}
                >
                  {formatDate(submission.admin_reply_date)}
                </time>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div className="reviewed-item__author">
            <dt>Replied by</dt>
            <dd className={author.known ? undefined : 'reviewed-item__author--unknown'}>
              {author.known ? <EmailText email={author.text} /> : author.text}
            </dd>
          </div>
        </dl>
        {excerpt && <p className="reviewed-item__reply">{excerpt}</p>}
        <ReviewedDesk submission={submission} />
      </div>
      <div className="reviewed-item__actions">
        <Link to={routeTo.adminEdit(submission.id)} className="reviewed-item__action">
          <PencilIcon />
          Edit
          <span className="pp-visually-hidden"> the reply to {submission.email}</span>
        </Link>
        <button
          type="button"
          className="reviewed-item__action reviewed-item__action--danger"
          onClick={() => onDelete(submission)}
        >
          <TrashIcon />
          Delete
          <span className="pp-visually-hidden"> the submission from {submission.email}</span>
        </button>
      </div>
    </article>
  );
}
