import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { LockIcon } from '@profileproof/ui';
import '../notes.css';

/** "2 notes": the desk's internal notes on a submission, at a glance (queue card, reviewed list). */
export function NotesCount({ count }: { count: number }) {
  return (
    <span className="notes-count">
      <LockIcon size={12} />
      {DESK_SCREENS.notes.count(count)}
    </span>
  );
}
