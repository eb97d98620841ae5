import { Button, ChevronLeftIcon, ChevronRightIcon } from '@profileproof/ui';
import './pager.css';

/** Previous / 'Page X of Y' / Next under a paged list; `label` names the list ('Pages of reviewed submissions'). */
export function Pager({
  page,
  totalPages,
  label,
  onChange,
}: {
  page: number;
  totalPages: number;
  label: string;
  onChange: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon />
        Previous
      </Button>
      <p className="pager__status" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="secondary" onClick={() => onChange(page + 1)} disabled={page >= totalPages}>
        Next
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
