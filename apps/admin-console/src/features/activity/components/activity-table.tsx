import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '@profileproof/contracts';
import { formatDateTime, TableScroller } from '@profileproof/ui';
import { EmailText } from '../../../shared/components/email-text';
import {
  actionLabel,
  actorText,
  detailsSummary,
  targetLink,
  targetText,
  withSnippet,
} from '../activity-entries';

/** The target as a link where there is something to open: the submission in the review desk, the snippet over the log. */
function Target({ entry }: { entry: AuditEntry }) {
  const [params] = useSearchParams();
  const text = targetText(entry);
  const link = targetLink(entry);
  if (!link) return entry.target_type === 'user' ? <EmailText email={text} /> : <>{text}</>;
  const to =
    'submission' in link
      ? link.submission
      : { search: withSnippet(params, link.snippet).toString() };
  return <Link to={to}>{text}</Link>;
}

const COLUMNS = {
  time: 'Time',
  admin: 'Admin',
  action: 'Action',
  target: 'Target',
  details: 'Details',
} as const;

/** The entries of one page, newest first; on phones each row is a card led by its action (each cell's value in one element, beside its label). */
export function ActivityTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <TableScroller label="Admin activity" className="activity-scroll">
      <table
        className={['pp-table', 'activity-table', busy && 'activity-table--loading']
          .filter(Boolean)
          .join(' ')}
        aria-busy={busy || undefined}
      >
        <caption className="pp-visually-hidden">Admin activity, newest first</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.time}</th>
            <th scope="col">{COLUMNS.admin}</th>
            <th scope="col">{COLUMNS.action}</th>
            <th scope="col">{COLUMNS.target}</th>
            <th scope="col">{COLUMNS.details}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const details = detailsSummary(entry);
            return (
              <tr key={entry.id}>
                <td className="activity-table__time" data-label={COLUMNS.time}>
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </td>
                <td className="activity-table__actor" data-label={COLUMNS.admin}>
                  {entry.actor === null ? (
                    <span className="activity-table__operator">{actorText(entry)}</span>
                  ) : (
                    <span>
                      <EmailText email={entry.actor} />
                    </span>
                  )}
                </td>
                <th scope="row" className="activity-table__action">
                  {actionLabel(entry.action)}
                </th>
                <td className="activity-table__target" data-label={COLUMNS.target}>
                  <span>
                    <Target entry={entry} />
                  </span>
                </td>
                <td className="activity-table__details" data-label={COLUMNS.details}>
                  <span>{details || '—'}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
