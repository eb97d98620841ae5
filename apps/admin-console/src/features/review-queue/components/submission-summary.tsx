import { TIER_LABELS, type AdminSubmission } from '@profileproof/contracts';
import { Badge, ExternalLinkIcon, formatDateTime } from '@profileproof/ui';
import { waitedSince } from '../durations';

/** Who sent what: the facts the analyst needs beside the checklist. */
export function SubmissionSummary({ submission }: { submission: AdminSubmission }) {
  return (
    <section className="submission-summary" aria-labelledby="submission-summary-title">
      <div className="submission-summary__main">
        <h2 id="submission-summary-title" className="submission-summary__title">
          <a
            href={submission.linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
            className="submission-summary__link"
          >
            {submission.linkedin_url}
            <ExternalLinkIcon />
            <span className="pp-visually-hidden"> (opens in a new tab)</span>
          </a>
        </h2>
        <dl className="submission-summary__facts">
          <div>
            <dt>Email</dt>
            <dd>{submission.email}</dd>
          </div>
          <div>
            <dt>Plan</dt>
            <dd>
              <Badge tone={submission.tier === 'free' ? 'neutral' : 'brand'}>
                {TIER_LABELS[submission.tier]}
              </Badge>
            </dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>
              {formatDateTime(submission.created_at)}
              {!submission.is_processed && (
                <span className="submission-summary__waited">
                  {' '}
                  · waiting {waitedSince(submission.created_at, Date.now())}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </div>
      <div className="submission-summary__message">
        <h3>Customer&apos;s message</h3>
        {submission.message ? (
          <p>{submission.message}</p>
        ) : (
          <p className="submission-summary__none">No message with this submission.</p>
        )}
      </div>
    </section>
  );
}
