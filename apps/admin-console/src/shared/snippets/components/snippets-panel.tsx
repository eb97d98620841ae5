import { useId, useState, type RefObject } from 'react';
import type { AnalysisFormData } from '@profileproof/analysis';
import { Alert, Button } from '@profileproof/ui';
import { adminErrorMessage } from '../../admin-error';
import { isAdminRefusal } from '../../api/admin-request';
import { useFlashMessage } from '../../use-flash-message';
import { useSnippets } from '../api/snippets';
import { useSnippetInsert } from '../use-snippet-insert';
import { SnippetManager } from './snippet-manager';
import '../snippets.css';

const LOAD_FAILED = 'Failed to load snippets';

/**
 * The desk's report snippets beside the report text: Insert puts one, its variables filled in
 * from the checklist, at the caret of `field` (in place of a selection; at the end when the field
 * was never focused), then hands the caret back there. It is an edit of the report like typing.
 */
export function SnippetsPanel({
  form,
  profileUrl,
  field,
  report,
  onInsert,
  disabled,
}: {
  form: AnalysisFormData;
  profileUrl: string;
  field: RefObject<HTMLTextAreaElement | null>;
  report: string;
  onInsert: (report: string) => void;
  /** The report cannot change (being sent, or sent). */
  disabled: boolean;
}) {
  const headingId = useId();
  const managerId = useId();
  const snippets = useSnippets();
  const [managing, setManaging] = useState(false);
  const [notice, showNotice] = useFlashMessage();
  const { insert, insertError } = useSnippetInsert({ form, profileUrl, field, report, onInsert });

  const list = snippets.data?.snippets;
  let content;
  if (list && managing) {
    content = <SnippetManager id={managerId} snippets={list} onNotice={showNotice} />;
  } else if (list && list.length > 0) {
    content = (
      <ul className="snippets-panel__list">
        {list.map((snippet) => (
          <li key={snippet.id} className="snippets-panel__item">
            <span className="snippets-panel__title">{snippet.title}</span>
            <Button
              variant="secondary"
              className="snippets-panel__insert"
              disabled={disabled}
              onClick={() => insert(snippet)}
            >
              Insert
              <span className="pp-visually-hidden"> “{snippet.title}”</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  } else if (list) {
    content = (
      <p className="snippets-panel__empty">
        No snippets yet. Use Manage snippets to keep the paragraphs you write again and again.
      </p>
    );
  } else if (snippets.isError) {
    content = (
      <Alert tone="error">
        <div className="snippets-panel__error">
          <span>{adminErrorMessage(snippets.error, LOAD_FAILED)}</span>
          {!isAdminRefusal(snippets.error) && (
            <Button variant="secondary" onClick={() => void snippets.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </Alert>
    );
  } else {
    content = <p className="snippets-panel__empty">Loading snippets...</p>;
  }

  return (
    <section className="snippets-panel" aria-labelledby={headingId}>
      <div className="snippets-panel__head">
        <h2 id={headingId} className="snippets-panel__heading">
          Snippets
        </h2>
        {list && (
          <Button
            variant="ghost"
            aria-expanded={managing}
            aria-controls={managing ? managerId : undefined}
            onClick={() => setManaging((on) => !on)}
          >
            Manage snippets
          </Button>
        )}
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {insertError && <Alert tone="error">{insertError}</Alert>}
      {content}
    </section>
  );
}
