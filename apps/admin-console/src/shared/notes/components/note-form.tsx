import { useState, type FormEvent } from 'react';
import { DESK_SCREENS, NOTE_MAX_LENGTH } from '@profileproof/contracts/desk';
import { isHttpError } from '@profileproof/session';
import { Button, TextAreaField } from '@profileproof/ui';
import { adminErrorMessage } from '../../admin-error';
import { useAddNote } from '../api/notes';

const TEXT = DESK_SCREENS.notes;

/** The API's refusal of the text (400 `errors.text`), else a general failure. */
function errorOf(error: unknown): string {
  const fieldError = isHttpError(error, 400) ? error.body?.errors?.['text']?.[0] : undefined;
  return fieldError ?? adminErrorMessage(error, TEXT.addFailed);
}

/** Adds a note; the field empties once it is stored. */
export function NoteForm({ submissionId }: { submissionId: number }) {
  const [text, setText] = useState('');
  const adding = useAddNote(submissionId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    adding.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <form className="notes-form" noValidate onSubmit={submit}>
      <TextAreaField
        label={TEXT.label}
        value={text}
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        error={adding.isError ? errorOf(adding.error) : null}
        onChange={(event) => {
          setText(event.target.value);
          if (adding.isError) adding.reset();
        }}
      />
      <Button
        type="submit"
        variant="secondary"
        busy={adding.isPending}
        disabled={!text.trim()}
        className="notes-form__button"
      >
        {adding.isPending ? TEXT.adding : TEXT.add}
      </Button>
    </form>
  );
}
