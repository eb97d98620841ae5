import type { AuditEntry } from '@profileproof/contracts';
import { formatDateTime, TableScroller } from '@profileproof/ui';
import { EmailText } from '../../../shared/components/email-text';
import { actionLabel, actorText, detailsSummary, targetText } from '../activity-entries';

const COLUMNS = { time: 'Time', admin: 'Admin', action: 'Action', target: 'Target', details: 'Details' } as const;

/** The entries of one page, newest first; on phones each row is a card led by its action (each cell's value in one element, beside its label). */
export function ActivityTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <TableScroller label="Admin activity" className="activity-scroll">
      <table
        className={['pp-table', 'activity-table', busy && 'activity-table--loading'].filter(Boolean).join(' ')}
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
            const target = targetText(entry);
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
                  <span>{entry.target_type === 'user' ? <EmailText email={target} /> : target}</span>
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
