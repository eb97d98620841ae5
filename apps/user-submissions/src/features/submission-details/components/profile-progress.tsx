import {
  type AnalysisFormData,
  checkLabel,
  compareReviews,
  readChecklist,
  type ReportCheckId,
} from '@profileproof/analysis';
import type { Submission } from '@profileproof/contracts';
import { formatDate } from '@profileproof/ui';
import { useProfileHistory } from '../../../shared/api/report';
import { useOwnSubmission } from '../../../shared/api/user-submissions';
import { ProgressChart } from './progress-chart';

function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '±0';
}

function ChangeList({
  title,
  ids,
  tone,
}: {
  title: string;
  ids: readonly ReportCheckId[];
  tone: 'good' | 'bad';
}) {
  if (ids.length === 0) return null;
  return (
    <div className={`progress-changes progress-changes--${tone}`}>
      <h4>
        {title} ({ids.length})
      </h4>
      <ul>
        {ids.map((id) => (
          <li key={id}>{checkLabel(id)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Since the last review: the score's and spam's change, checks newly met and failing, flags cleared and raised. */
function SinceLastReview({
  previous,
  current,
  since,
}: {
  previous: AnalysisFormData;
  current: AnalysisFormData;
  since: string;
}) {
  const progress = compareReviews(previous, current);
  const moved =
    progress.newlyMet.length +
    progress.newlyFailing.length +
    progress.flagsCleared.length +
    progress.flagsRaised.length;
  return (
    <div className="progress-since">
      <p className="progress-since__figures">
        <span
          className={`progress-delta progress-delta--${progress.scoreChange >= 0 ? 'good' : 'bad'}`}
        >
          Score {signed(progress.scoreChange)}
        </span>
        <span
          className={`progress-delta progress-delta--${progress.spamChange <= 0 ? 'good' : 'bad'}`}
        >
          Spam likelihood {signed(progress.spamChange)}
        </span>
        <span className="progress-since__date">since the review of {since}</span>
      </p>
      {moved === 0 ? (
        <p className="progress-since__none">No check changed since that review.</p>
      ) : (
        <div className="progress-since__lists">
          <ChangeList title="Newly met" ids={progress.newlyMet} tone="good" />
          <ChangeList title="Flags cleared" ids={progress.flagsCleared} tone="good" />
          <ChangeList title="Newly failing" ids={progress.newlyFailing} tone="bad" />
          <ChangeList title="Flags raised" ids={progress.flagsRaised} tone="bad" />
        </div>
      )}
    </div>
  );
}

/**
 * The customer's progress on this profile: its reviews up to this one (the canonical profile
 * link groups them) as a chart, and what changed since the review before.
 */
export function ProfileProgress({
  submission,
  form,
}: {
  submission: Submission;
  form: AnalysisFormData;
}) {
  const history = useProfileHistory();
  const profile = history.data?.profiles.find((entry) =>
    entry.reviews.some((review) => review.submission_id === submission.id),
  );
  const reviews = profile
    ? profile.reviews.slice(
        0,
        profile.reviews.findIndex((review) => review.submission_id === submission.id) + 1,
      )
    : [];
  const before = reviews.length >= 2 ? reviews[reviews.length - 2] : null;
  const previous = useOwnSubmission(before?.submission_id ?? null);
  if (!profile) return null;
  const previousForm = readChecklist(previous.data?.form_data);
  return (
    <section className="progress" aria-labelledby="progress-title">
      <h3 id="progress-title">Your progress</h3>
      {before === null ? (
        <p className="progress__first">
          This is the first review of this profile. Work through the to-do list, then submit the
          profile again: your next report will show what changed.
        </p>
      ) : (
        <>
          <ProgressChart reviews={reviews} />
          {previousForm && (
            <SinceLastReview
              previous={previousForm}
              current={form}
              since={formatDate(before.replied_at)}
            />
          )}
        </>
      )}
    </section>
  );
}
