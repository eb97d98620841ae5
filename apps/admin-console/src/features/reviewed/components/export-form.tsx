import { useId, useState, type FormEvent } from 'react';
import type { ExportQuery, Tier } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';
import { Alert, Button, TextField } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { useExportProcessed } from '../api/export-processed';

const EXPORT_FAILED = 'Export failed';

type RangeField = keyof ExportQuery;

/** The API's refusal of a bound (400 `errors: {from|to: [...]}`), field by field. */
function fieldErrors(error: unknown): Partial<Record<RangeField, string>> {
  const errors = isHttpError(error, 400) ? error.body?.errors : undefined;
  return { from: errors?.['from']?.[0], to: errors?.['to']?.[0] };
}

/** The API's 404 for a range that holds no reviewed submission (EXPORT_EMPTY_RANGE, its detail): no file was made. */
function emptyRangeText(error: unknown): string | null {
  return isHttpError(error, 404) ? (error.detail ?? null) : null;
}

/**
 * 'Export CSV' of the reviewed submissions, optionally between two reply dates (inclusive, UTC,
 * as the API reads them). The file is fetched with the admin's token, then saved by the browser.
 */
export function ExportForm({ search = {} }: { search?: { q?: string; tier?: Tier } }) {
  const headingId = useId();
  const hintId = useId();
  const exporting = useExportProcessed();
  const [range, setRange] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const errors = exporting.isError ? fieldErrors(exporting.error) : {};
  const empty = exporting.isError ? emptyRangeText(exporting.error) : null;
  const failure =
    exporting.isError && !errors.from && !errors.to && !empty
      ? adminErrorMessage(exporting.error, EXPORT_FAILED)
      : null;

  const change = (field: RangeField, value: string) => {
    setRange((current) => ({ ...current, [field]: value }));
    if (exporting.isError) exporting.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    exporting.mutate({ from: range.from || undefined, to: range.to || undefined, ...search });
  };

  return (
    <form
      className="reviewed-export"
      aria-labelledby={headingId}
      aria-describedby={hintId}
      noValidate
      onSubmit={submit}
    >
      <div className="reviewed-export__intro">
        <h2 id={headingId} className="reviewed-export__title">
          Export reviewed submissions
        </h2>
        <p id={hintId} className="reviewed-export__hint">
          Reply dates, both included (UTC). Leave them empty to export every reviewed submission
          {search.q || search.tier ? ' that matches the search above' : ''}.
        </p>
      </div>
      <div className="reviewed-export__fields">
        <TextField
          className="reviewed-export__date"
          label="From"
          type="date"
          value={range.from}
          max={range.to || undefined}
          error={errors.from}
          onChange={(event) => change('from', event.target.value)}
        />
        <TextField
          className="reviewed-export__date"
          label="To"
          type="date"
          value={range.to}
          min={range.from || undefined}
          error={errors.to}
          onChange={(event) => change('to', event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          busy={exporting.isPending}
          className="reviewed-export__button"
        >
          {exporting.isPending ? 'Preparing export…' : 'Export CSV'}
        </Button>
      </div>
      {empty && <Alert tone="info">{empty}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
    </form>
  );
}
