import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { type Subscriber } from '@profileproof/contracts';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import {
  Badge,
  formatDate,
  formatDateTime,
  LockIcon,
  PencilIcon,
  TableScroller,
  TrashIcon,
} from '@profileproof/ui';
import { EmailText } from '../../../shared/components/email-text';
import { TierBadge } from '../../../shared/components/tier-badge';
import { isPast } from '../../../shared/display-dates';

const TEXT = SUBSCRIPTIONS_SCREEN;

function ValidUntil({ endDate }: { endDate: string | null }) {
  if (!endDate) return <span className="subscribers-table__unlimited">{TEXT.unlimited}</span>;
  const expired = isPast(endDate);
  return (
    <span className="subscribers-table__until">
      <time dateTime={endDate} title={formatDateTime(endDate)}>
        {formatDate(endDate)}
      </time>
      {expired && (
        <span className="subscribers-table__expired">
          <Badge tone="warning">{TEXT.expired}</Badge>
          <span className="subscribers-table__note">{TEXT.expiredNote}</span>
        </span>
      )}
    </span>
  );
}

/**
 * 'Current Subscribers': Email, Plan, Valid Until, Actions (Edit, Delete; "Reset two-step
 * sign-in" for a user who has it on, and "Unlock sign-in" for one locked out by wrong codes).
 */
export function SubscribersTable({
  subscribers,
  onEdit,
  onDelete,
  onResetTwoStep,
  onUnlockTwoStep,
}: {
  subscribers: Subscriber[];
  onEdit: (subscriber: Subscriber) => void;
  onDelete: (subscriber: Subscriber) => void;
  onResetTwoStep?: (subscriber: Subscriber) => void;
  onUnlockTwoStep?: (subscriber: Subscriber) => void;
}) {
  return (
    <TableScroller label={TEXT.tableTitle} className="subscribers-scroll">
      <table className="pp-table subscribers-table">
        <caption className="pp-visually-hidden">{TEXT.tableTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.columns.email}</th>
            <th scope="col">{TEXT.columns.plan}</th>
            <th scope="col">{TEXT.columns.validUntil}</th>
            <th scope="col" className="subscribers-table__actions-head">
              {TEXT.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.email}>
              <th scope="row" className="subscribers-table__email">
                <EmailText email={subscriber.email} />
              </th>
              <td className="subscribers-table__fit" data-label={TEXT.columns.plan}>
                <TierBadge tier={subscriber.tier} />
              </td>
              <td className="subscribers-table__fit" data-label={TEXT.columns.validUntil}>
                <ValidUntil endDate={subscriber.end_date} />
              </td>
              <td className="subscribers-table__actions">
                <button
                  type="button"
                  className="subscribers-action"
                  onClick={() => onEdit(subscriber)}
                >
                  <PencilIcon />
                  {TEXT.edit}
                  <span className="pp-visually-hidden"> {subscriber.email}</span>
                </button>
                <button
                  type="button"
                  className="subscribers-action subscribers-action--danger"
                  onClick={() => onDelete(subscriber)}
                >
                  <TrashIcon />
                  {TEXT.delete}
                  <span className="pp-visually-hidden"> {subscriber.email}</span>
                </button>
                {subscriber.two_step_enabled && onResetTwoStep && (
                  <button
                    type="button"
                    className="subscribers-action"
                    onClick={() => onResetTwoStep(subscriber)}
                  >
                    <LockIcon />
                    {TWO_STEP_SCREEN.admin.reset}
                    <span className="pp-visually-hidden"> {subscriber.email}</span>
                  </button>
                )}
                {subscriber.two_step_locked && onUnlockTwoStep && (
                  <button
                    type="button"
                    className="subscribers-action"
                    onClick={() => onUnlockTwoStep(subscriber)}
                  >
                    <LockIcon />
                    {TWO_STEP_SCREEN.admin.unlock}
                    <span className="pp-visually-hidden"> {subscriber.email}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
