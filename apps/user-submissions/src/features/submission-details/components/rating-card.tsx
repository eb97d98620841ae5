import { useId, useState, type FormEvent } from 'react';
import { type Submission } from '@profileproof/contracts';
import { DESK_SCREENS, RATING_COMMENT_MAX_LENGTH } from '@profileproof/contracts/desk';
import { isHttpError } from '@profileproof/session';
import { Alert, Button, TextAreaField } from '@profileproof/ui';
import { useRateSubmission } from '../api/rate-submission';
import { StarPicker } from './star-picker';

const TEXT = DESK_SCREENS.rating;

/** What went wrong, in the API's words where it gave some (409: not rateable, past the window; 400: a field). */
function failureText(error: unknown): string {
  if (isHttpError(error, [400, 409]) && error.detail) {
    const fields = error.body?.errors;
    return fields?.['score']?.[0] ?? fields?.['comment']?.[0] ?? error.detail;
  }
  return TEXT.failed;
}

/** "Rate this report": 1–5 stars and a comment, sent once and changeable for 7 days. */
export function RatingCard({ submission }: { submission: Submission }) {
  const hintId = useId();
  const given = submission.rating;
  const [score, setScore] = useState<number | null>(given?.score ?? null);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [missing, setMissing] = useState(false);
  const rating = useRateSubmission(submission.id);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (score === null) {
      setMissing(true);
      return;
    }
    rating.mutate({ score, comment: comment.trim() || null });
  };

  return (
    <section className="pp-card details-rating" aria-labelledby="details-rating-title">
      <h2 id="details-rating-title">{TEXT.title}</h2>
      <p id={hintId} className="details-muted">
        {given ? `${TEXT.yours(given.score)} ${TEXT.locked}` : TEXT.locked}
      </p>
      <form className="details-rating__form" noValidate onSubmit={submit}>
        <StarPicker
          name={`rating-${submission.id}`}
          value={score}
          describedBy={hintId}
          onChange={(next) => {
            setScore(next);
            setMissing(false);
            rating.reset();
          }}
        />
        {missing && <p className="details-rating__missing">{TEXT.pickScore}</p>}
        <TextAreaField
          label={TEXT.comment}
          value={comment}
          rows={3}
          maxLength={RATING_COMMENT_MAX_LENGTH}
          onChange={(event) => {
            setComment(event.target.value);
            rating.reset();
          }}
        />
        {rating.isError && <Alert tone="error">{failureText(rating.error)}</Alert>}
        {rating.isSuccess && <Alert tone="success">{TEXT.saved}</Alert>}
        <Button type="submit" busy={rating.isPending}>
          {rating.isPending ? TEXT.saving : given ? TEXT.change : TEXT.save}
        </Button>
      </form>
    </section>
  );
}
