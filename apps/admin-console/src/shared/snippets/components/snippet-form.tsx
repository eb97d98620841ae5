import { useId, useState, type FormEvent } from 'react';
import {
  SNIPPET_BODY_MAX_LENGTH,
  SNIPPET_TITLE_MAX_LENGTH,
  SNIPPET_VARIABLES,
  type Snippet,
} from '@profileproof/contracts';
import {
  PLACEHOLDER_MESSAGES,
  unknownSnippetVariables,
} from '@profileproof/contracts/placeholders';
import { Button, FormError, TextAreaField, TextField } from '@profileproof/ui';
import { useSaveSnippet } from '../api/save-snippet';
import { snippetFormErrors } from '../snippet-errors';

const SAVE_FAILED = 'Failed to save the snippet';

/** The variables a snippet may hold, as they are typed. */
function VariablesHint() {
  return (
    <>
      Filled in from the checklist when inserted:{' '}
      {SNIPPET_VARIABLES.map((name, index) => (
        <span key={name}>
          {index > 0 && ' '}
          <code className="snippet-form__variable">{`{${name}}`}</code>
        </span>
      ))}
    </>
  );
}

/**
 * Title and text of a new snippet, or of `snippet`; the API checks both and its reasons show under
 * them. A `{variable}` nothing fills in is refused here first, with the API's words.
 */
export function SnippetForm({
  snippet,
  onSaved,
  onCancel,
}: {
  snippet: Snippet | null;
  onSaved: (saved: Snippet) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const saving = useSaveSnippet();
  const [title, setTitle] = useState(snippet?.title ?? '');
  const [body, setBody] = useState(snippet?.body ?? '');
  const [unknownVariables, setUnknownVariables] = useState<string[]>([]);
  const errors = saving.isError ? snippetFormErrors(saving.error, SAVE_FAILED) : {};
  const bodyError =
    unknownVariables.length > 0
      ? PLACEHOLDER_MESSAGES.unknownVariables(unknownVariables)
      : errors.body;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unknown = unknownSnippetVariables(body);
    setUnknownVariables(unknown);
    if (unknown.length > 0) {
      saving.reset();
      return;
    }
    saving.mutate({ id: snippet?.id, body: { title, body } }, { onSuccess: onSaved });
  };

  return (
    <form className="snippet-form" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId} className="snippet-form__title">
        {snippet ? 'Edit snippet' : 'New snippet'}
      </h3>
      <TextField
        label="Title"
        value={title}
        maxLength={SNIPPET_TITLE_MAX_LENGTH}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        className="snippet-form__body"
        label="Text"
        hint={<VariablesHint />}
        value={body}
        maxLength={SNIPPET_BODY_MAX_LENGTH}
        rows={6}
        error={bodyError}
        onChange={(event) => {
          setBody(event.target.value);
          setUnknownVariables([]);
        }}
      />
      <FormError>{errors.form}</FormError>
      <div className="snippet-form__actions">
        <Button variant="secondary" onClick={onCancel} disabled={saving.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={saving.isPending}>
          {saving.isPending ? 'Saving...' : 'Save snippet'}
        </Button>
      </div>
    </form>
  );
}
