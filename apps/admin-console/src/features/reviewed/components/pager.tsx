import { Button, ChevronLeftIcon, ChevronRightIcon } from '@profileproof/ui';

/** Previous / 'Page X of Y' / Next under the list. */
export function Pager({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  return (
    <nav className="reviewed-pager" aria-label="Pages of reviewed submissions">
      <Button variant="secondary" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <ChevronLeftIcon />
        Previous
      </Button>
      <p className="reviewed-pager__status" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <Button variant="secondary" onClick={() => onChange(page + 1)} disabled={page >= totalPages}>
        Next
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
