import { DESK_SCREENS, RATING_MAX_SCORE } from '@profileproof/contracts/desk';

const TEXT = DESK_SCREENS.rating;
const SCORES = Array.from({ length: RATING_MAX_SCORE }, (_, index) => index + 1);

/**
 * 1–5 as a radio group drawn as stars: arrow keys move between them, each is named ("3 stars"),
 * and the chosen one's meaning is said beside them.
 */
export function StarPicker({
  name,
  value,
  describedBy,
  onChange,
}: {
  name: string;
  value: number | null;
  describedBy?: string;
  onChange: (score: number) => void;
}) {
  return (
    <fieldset className="star-picker" aria-describedby={describedBy}>
      <legend className="star-picker__legend">{TEXT.legend}</legend>
      <div className="star-picker__stars">
        {SCORES.map((score) => (
          <label
            key={score}
            className={[
              'star-picker__star',
              value !== null && score <= value && 'star-picker__star--on',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="star-picker__input"
            />
            <span aria-hidden="true">★</span>
            <span className="pp-visually-hidden">{TEXT.stars(score)}</span>
          </label>
        ))}
        <span className="star-picker__meaning" aria-live="polite">
          {value !== null ? TEXT.labels[value] : ''}
        </span>
      </div>
    </fieldset>
  );
}
