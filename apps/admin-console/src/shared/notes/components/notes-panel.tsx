import { useId } from 'react';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { formatDateTime, LockIcon } from '@profileproof/ui';
import { EmailText } from '../../components/email-text';
import { useNotes } from '../api/notes';
import { NoteForm } from './note-form';
import '../notes.css';

const TEXT = DESK_SCREENS.notes;

/** A submission's internal notes, oldest first, and a field to add one: for admins only. */
export function NotesPanel({ submissionId }: { submissionId: number }) {
  const headingId = useId();
  const notes = useNotes(submissionId);
  return (
    <section className="notes-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="notes-panel__title">
        <LockIcon size={16} />
        {TEXT.title}
        {notes.data && notes.data.length > 0 && (
          <span className="notes-panel__count">{notes.data.length}</span>
        )}
      </h2>
      <p className="notes-panel__hint">{TEXT.hint}</p>
      {notes.isError && <p className="notes-panel__empty">{TEXT.loadFailed}</p>}
      {notes.data && notes.data.length === 0 && <p className="notes-panel__empty">{TEXT.empty}</p>}
      {notes.data && notes.data.length > 0 && (
        <ol className="notes-panel__list">
          {notes.data.map((note) => (
            <li key={note.id} className="notes-panel__note">
              <p className="notes-panel__text">{note.text}</p>
              <p className="notes-panel__meta">
                {note.author ? <EmailText email={note.author} /> : TEXT.formerAdmin} ·{' '}
                <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <NoteForm submissionId={submissionId} />
    </section>
  );
}
