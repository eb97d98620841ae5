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
 * the internal notes, opened on demand: asked for at the first opening, not for every row, and
 * kept from then on (a note being typed survives closing them).
 */
export function ReviewedDesk({ submission }: { submission: ReviewedSubmission }) {
  const rating = submission.rating;
  const [notesOpened, setNotesOpened] = useState(false);
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
        onToggle={(event) => event.currentTarget.open && setNotesOpened(true)}
      >
        <summary>
          {submission.notes_count > 0 ? (
            <NotesCount count={submission.notes_count} />
          ) : (
            TEXT.notes.title
          )}
          <span className="pp-visually-hidden"> on the submission from {submission.email}</span>
        </summary>
        {notesOpened && <NotesPanel submissionId={submission.id} />}
      </details>
    </div>
  );
}
