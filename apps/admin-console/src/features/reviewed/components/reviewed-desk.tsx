import { useState } from 'react';
import { type ReviewedSubmission } from '@profileproof/contracts';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { formatDateTime } from '@profileproof/ui';
import { NotesCount } from '../../../shared/notes/components/notes-count';
import { NotesPanel } from '../../../shared/notes/components/notes-panel';

const TEXT = DESK_SCREENS;

/** Five stars, the score's filled: decorative, the text beside says the score. */
function Stars({ score }: { score: number }) {
  return (
    <span className="reviewed-rating__stars" aria-hidden="true">
      {'★'.repeat(score)}
      <span className="reviewed-rating__rest">{'★'.repeat(5 - score)}</span>
    </span>
  );
}

/**
 * What the desk knows beyond the reply: the customer's rating of it (a low one stands out) and
 * the internal notes, opened on demand: they are asked for when opened, not for every row.
 */
export function ReviewedDesk({ submission }: { submission: ReviewedSubmission }) {
  const rating = submission.rating;
  const [notesOpen, setNotesOpen] = useState(false);
  return (
    <div className="reviewed-desk">
      {rating ? (
        <p
          className={['reviewed-rating', rating.score <= 2 && 'reviewed-rating--low']
            .filter(Boolean)
            .join(' ')}
          title={`Rated ${formatDateTime(rating.rated_at)}`}
        >
          <Stars score={rating.score} />
          <span>{TEXT.rating.reviewedListLabel(rating.score)}</span>
          {rating.comment && <q className="reviewed-rating__comment">{rating.comment}</q>}
        </p>
      ) : (
        <p className="reviewed-rating reviewed-rating--none">{TEXT.rating.unrated}</p>
      )}
      <details
        className="reviewed-notes"
        onToggle={(event) => setNotesOpen(event.currentTarget.open)}
      >
        <summary>
          {submission.notes_count > 0 ? (
            <NotesCount count={submission.notes_count} />
          ) : (
            TEXT.notes.title
          )}
          <span className="pp-visually-hidden"> on the submission from {submission.email}</span>
        </summary>
        {notesOpen && <NotesPanel submissionId={submission.id} />}
      </details>
    </div>
  );
}
