import { useState, type RefObject } from 'react';
import { Button, CheckIcon, FileTextIcon } from '@profileproof/ui';

/**
 * Copies the analyst's draft to the clipboard. Where the browser refuses (no permission, an old
 * browser), the text in `field` is selected instead, for Ctrl+C, and the button says so.
 */
export function CopyDraftButton({
  text,
  field,
}: {
  text: string;
  field: RefObject<HTMLTextAreaElement | null>;
}) {
  const [result, setResult] = useState<'copied' | 'selected' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setResult('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setResult('selected');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        {result === 'copied' ? <CheckIcon /> : <FileTextIcon />}
        {result === 'copied' ? 'Draft copied' : 'Copy draft'}
      </Button>
      <span className="pp-visually-hidden" role="status">
        {result === 'copied'
          ? 'Your draft is on the clipboard.'
          : result === 'selected'
            ? 'Your draft is selected: copy it with Ctrl+C.'
            : ''}
      </span>
    </>
  );
}
