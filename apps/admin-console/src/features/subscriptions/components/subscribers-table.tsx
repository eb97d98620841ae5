import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { type Subscriber } from '@profileproof/contracts';
import { BILLING_ADMIN_TEXTS } from '@profileproof/contracts/billing';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import {
  Badge,
  CheckIcon,
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
import { type SubscriberRow, rowKey, rowSource, usersWithSeveralGrants } from '../billing-rows';
import { CreditCardIcon } from './credit-card-icon';

const TEXT = SUBSCRIPTIONS_SCREEN;
const BILLING = BILLING_ADMIN_TEXTS;

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

/** The tier, where the grant comes from (Paid or Admin), and, for a user with both, which one gives the tier. */
function PlanCell({ row, several }: { row: SubscriberRow; several: boolean }) {
  return (
    <span className="subscribers-table__plan">
      <TierBadge tier={row.tier} />
      {row.source && (
        <span className={`subscribers-source subscribers-source--${row.source}`}>
          {BILLING.sourceBadges[row.source]}
        </span>
      )}
      {several && row.wins && (
        <span className="subscribers-table__wins">
          <CheckIcon size={14} />
          {BILLING.wins}
        </span>
      )}
    </span>
  );
}

export interface SubscriberActionHandlers {
  onEdit: (subscriber: Subscriber) => void;
  onDelete: (subscriber: Subscriber) => void;
  onResetTwoStep?: (subscriber: Subscriber) => void;
  onUnlockTwoStep?: (subscriber: Subscriber) => void;
  /** Opens the user's billing (issue 40); `billingOpenFor` is the user whose billing is open. */
  onBilling?: (subscriber: Subscriber) => void;
  billingOpenFor?: string | null;
}

/**
 * A row's actions. A paid row of a user who also has an admin grant offers no Delete: removing
 * takes the admin grant (its own row has the button); a paid grant ends by a refund.
 */
function SubscriberActions({
  row,
  several,
  handlers,
}: {
  row: SubscriberRow;
  several: boolean;
  handlers: SubscriberActionHandlers;
}) {
  const { onEdit, onDelete, onResetTwoStep, onUnlockTwoStep, onBilling, billingOpenFor } = handlers;
  const email = <span className="pp-visually-hidden"> {row.email}</span>;
  return (
    <td className="subscribers-table__actions">
      <button type="button" className="subscribers-action" onClick={() => onEdit(row)}>
        <PencilIcon />
        {TEXT.edit}
        {email}
      </button>
      {!(several && rowSource(row) === 'provider') && (
        <button
          type="button"
          className="subscribers-action subscribers-action--danger"
          onClick={() => onDelete(row)}
        >
          <TrashIcon />
          {TEXT.delete}
          {email}
        </button>
      )}
      {onBilling && (
        <button
          type="button"
          className="subscribers-action"
          aria-expanded={billingOpenFor === row.email}
          aria-controls={billingOpenFor === row.email ? 'billing-panel' : undefined}
          onClick={() => onBilling(row)}
        >
          <CreditCardIcon />
          {BILLING.open}
          {email}
        </button>
      )}
      {row.two_step_enabled && onResetTwoStep && (
        <button type="button" className="subscribers-action" onClick={() => onResetTwoStep(row)}>
          <LockIcon />
          {TWO_STEP_SCREEN.admin.reset}
          {email}
        </button>
      )}
      {row.two_step_locked && onUnlockTwoStep && (
        <button type="button" className="subscribers-action" onClick={() => onUnlockTwoStep(row)}>
          <LockIcon />
          {TWO_STEP_SCREEN.admin.unlock}
          {email}
        </button>
      )}
    </td>
  );
}

/**
 * 'Current Subscribers': Email, Plan (with where the grant comes from), Valid Until, Actions
 * (Edit, Delete, Billing; "Reset two-step sign-in" for a user who has it on, and "Unlock sign-in"
 * for one locked out by wrong codes).
 */
export function SubscribersTable({
  subscribers,
  ...handlers
}: { subscribers: SubscriberRow[] } & SubscriberActionHandlers) {
  const several = usersWithSeveralGrants(subscribers);
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
          {subscribers.map((row) => {
            const both = several.has(row.email.toLowerCase());
            return (
              <tr key={rowKey(row)}>
                <th scope="row" className="subscribers-table__email">
                  <EmailText email={row.email} />
                </th>
                <td className="subscribers-table__fit" data-label={TEXT.columns.plan}>
                  <PlanCell row={row} several={both} />
                </td>
                <td className="subscribers-table__fit" data-label={TEXT.columns.validUntil}>
                  <ValidUntil endDate={row.end_date} />
                </td>
                <SubscriberActions row={row} several={both} handlers={handlers} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
