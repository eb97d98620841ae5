import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AnalysisFormData } from '@profileproof/analysis';
import { ADMIN_REPLY_MAX_LENGTH, type Snippet } from '@profileproof/contracts';
import { fillSnippet, insertText, snippetValues } from './snippet-text';

/**
 * Insert for the snippets panel: the snippet, its variables filled in from the checklist, goes at
 * the caret of `field` (in place of a selection; at the end when the field was never focused), and
 * the caret comes back after it once the new report is on screen. One that would not fit is refused.
 */
export function useSnippetInsert({
  form,
  profileUrl,
  field,
  report,
  onInsert,
}: {
  form: AnalysisFormData;
  profileUrl: string;
  field: RefObject<HTMLTextAreaElement | null>;
  report: string;
  onInsert: (report: string) => void;
}) {
  const [insertError, setInsertError] = useState<string | null>(null);
  // Where the caret goes once the report with the inserted text is on screen.
  const pendingCaret = useRef<number | null>(null);
  // A field never focused has its caret at the start, before the report's title: insert at the end instead.
  const fieldFocused = useRef(false);
  useEffect(() => {
    const element = field.current;
    const onFocus = () => {
      fieldFocused.current = true;
    };
    element?.addEventListener('focus', onFocus);
    return () => element?.removeEventListener('focus', onFocus);
  }, [field]);

  useEffect(() => {
    const caret = pendingCaret.current;
    const element = field.current;
    if (caret === null || !element) return;
    pendingCaret.current = null;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [report, field]);

  const insert = (snippet: Snippet) => {
    const element = fieldFocused.current ? field.current : null;
    const text = fillSnippet(snippet.body, snippetValues(form, profileUrl));
    const inserted = insertText(
      report,
      element?.selectionStart ?? report.length,
      element?.selectionEnd ?? report.length,
      text,
    );
    if (!inserted) {
      setInsertError(
        `“${snippet.title}” does not fit: the report would be longer than ${ADMIN_REPLY_MAX_LENGTH.toLocaleString()} characters.`,
      );
      return;
    }
    setInsertError(null);
    if (inserted.report === report) {
      field.current?.focus();
      field.current?.setSelectionRange(inserted.caret, inserted.caret);
      return;
    }
    pendingCaret.current = inserted.caret;
    onInsert(inserted.report);
  };

  return { insert, insertError };
}
