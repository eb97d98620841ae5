import { TIER_LABELS, type AdminSubmission } from '@profileproof/contracts';
import {
  ArrowRightIcon,
  Badge,
  ClockIcon,
  formatDateTime,
  UsersIcon,
  WarningIcon,
} from '@profileproof/ui';
import { NotesCount } from '../../../shared/notes/components/notes-count';
import { claimLabel, isLive, isMine } from '../claims';
import { dueInWords, isOverdue, waitedSince } from '../durations';

const TIER_TONES = { free: 'neutral', basic: 'brand', premium: 'warning' } as const;

/**
 * One pending submission. The whole card opens its analysis; the button inside is what the
 * keyboard reaches (Enter or Space), and its click bubbles to the card's handler. A live claim
 * says who reviews it; another admin's can still be opened, and taken over from the Analysis step.
 */
export function QueueCard({
  submission,
  now,
  me,
  inProgress,
  onOpen,
}: {
  submission: AdminSubmission;
  now: number;
  /** The signed-in admin's e-mail: their own claim reads "You're reviewing this". */
  me: string | undefined;
  /** The analyst has this one open, or left it with work kept. */
  inProgress: boolean;
  onOpen: (submission: AdminSubmission) => void;
}) {
  const overdue = isOverdue(submission.due_by, now);
  const waited = waitedSince(submission.created_at, now);
  const claim = isLive(submission.claim, now) ? submission.claim : null;
  // Another admin's claim is the card's one state: the analyst's kept draft does not make it theirs.
  const mine = inProgress && (claim === null || isMine(claim, me));
  return (
    <article
      className={['queue-card', mine && 'queue-card--active'].filter(Boolean).join(' ')}
      aria-label={`Submission from ${submission.email}`}
      onClick={() => onOpen(submission)}
    >
      <div className="queue-card__head">
        <h3 className="queue-card__email">{submission.email}</h3>
        <Badge tone={TIER_TONES[submission.tier]}>{TIER_LABELS[submission.tier]}</Badge>
        {mine && <Badge tone="success">In progress</Badge>}
        {submission.notes_count > 0 && <NotesCount count={submission.notes_count} />}
      </div>
      {claim && (
        <p
          className={['queue-card__claim', !isMine(claim, me) && 'queue-card__claim--other']
            .filter(Boolean)
            .join(' ')}
        >
          <UsersIcon size={14} />
          {claimLabel(claim, me)}
        </p>
      )}
      <p className="queue-card__url">{submission.linkedin_url}</p>
      {submission.message ? (
        <p className="queue-card__message">{submission.message}</p>
      ) : (
        <p className="queue-card__message queue-card__message--none">No message</p>
      )}
      <div className="queue-card__foot">
        <span className="queue-card__times">
          {/* Red, and said in words with an icon: the colour is never the only sign. */}
          <span
            className={['queue-card__due', overdue && 'queue-card__due--overdue']
              .filter(Boolean)
              .join(' ')}
            title={`Due ${formatDateTime(submission.due_by)}`}
          >
            {overdue ? <WarningIcon size={14} /> : <ClockIcon size={14} />}
            {dueInWords(submission.due_by, now)}
          </span>
          <span
            className="queue-card__waited"
            title={`Submitted ${formatDateTime(submission.created_at)}`}
          >
            {waited === 'just now' ? 'Submitted just now' : `Waiting ${waited}`}
          </span>
        </span>
        <button type="button" className="queue-card__open">
          {mine ? 'Continue' : 'Analyse'}
          <span className="pp-visually-hidden"> the submission from {submission.email}</span>
          <ArrowRightIcon />
        </button>
      </div>
    </article>
  );
}
