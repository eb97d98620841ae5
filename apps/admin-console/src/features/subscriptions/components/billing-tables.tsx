import type { ReactNode } from 'react';
import { TIER_LABELS } from '@profileproof/contracts';
import {
  BILLING_ACCOUNT_TEXTS,
  BILLING_ADMIN_TEXTS,
  formatBillingAmount,
  INTERVAL_LABELS,
  type AdminBillingSubscription,
  type BillingGrant,
  type BillingInvoice,
} from '@profileproof/contracts/billing';
import { Badge, formatDate, formatDateTime, TableScroller } from '@profileproof/ui';
import { TierBadge } from '../../../shared/components/tier-badge';

const TEXT = BILLING_ADMIN_TEXTS;
const ACCOUNT = BILLING_ACCOUNT_TEXTS;

/** A moment as the console writes them (the viewer's time zone), or a word for none. */
export function When({ iso, none = '—' }: { iso: string | null; none?: string }) {
  if (!iso) return <span className="billing-table__none">{none}</span>;
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** One block of the panel: its heading, then its table, or a line saying there is nothing. */
export function BillingBlock({
  title,
  empty,
  count,
  columns,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="billing-block">
      <h3 className="billing-block__title">{title}</h3>
      {count === 0 ? (
        <p className="billing-block__empty">{empty}</p>
      ) : (
        <TableScroller label={title} className="billing-table-scroll">
          <table className="pp-table billing-table">
            <caption className="pp-visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </TableScroller>
      )}
    </div>
  );
}

const yesNo = (value: boolean) => (value ? TEXT.yes : TEXT.no);

/** Every grant of the user's tier; the one that gives it is marked. */
export function GrantsTable({ grants }: { grants: BillingGrant[] }) {
  const columns = TEXT.grantColumns;
  return (
    <BillingBlock
      title={TEXT.grants}
      empty={TEXT.noGrants}
      count={grants.length}
      columns={[columns.source, columns.tier, columns.until, columns.inForce, columns.grantedBy]}
    >
      {grants.map((grant, index) => (
        <tr key={`${grant.source}-${index}`} className={grant.wins ? 'billing-table__winner' : ''}>
          <th scope="row">
            <span className="billing-table__source">
              <span className={`subscribers-source subscribers-source--${grant.source}`}>
                {TEXT.sourceBadges[grant.source]}
              </span>
              {grant.wins && <Badge tone="success">{TEXT.winner}</Badge>}
            </span>
          </th>
          <td>
            <TierBadge tier={grant.tier} />
          </td>
          <td>{grant.end_date ? formatDate(grant.end_date) : TEXT.unlimited}</td>
          <td>{yesNo(grant.in_force)}</td>
          <td className="billing-table__wrap">{grant.granted_by ?? '—'}</td>
        </tr>
      ))}
    </BillingBlock>
  );
}

/** The user's subscriptions at the payment provider, as the provider and as we see them. */
export function ProviderSubscriptionsTable({
  subscriptions,
}: {
  subscriptions: AdminBillingSubscription[];
}) {
  const columns = TEXT.subscriptionColumns;
  return (
    <BillingBlock
      title={TEXT.subscriptions}
      empty={TEXT.noSubscriptions}
      count={subscriptions.length}
      columns={Object.values(columns)}
    >
      {subscriptions.map((subscription) => (
        <tr key={`${subscription.provider}-${subscription.subscription_id}`}>
          <th scope="row" className="billing-table__id">
            {subscription.subscription_id}
          </th>
          <td>{subscription.status}</td>
          <td>{ACCOUNT.states[subscription.state]}</td>
          <td>
            {subscription.plan ? TIER_LABELS[subscription.plan] : '—'}
            {subscription.interval && ` · ${INTERVAL_LABELS[subscription.interval]}`}
          </td>
          <td>
            <When iso={subscription.current_period_end} />
          </td>
          <td>{yesNo(subscription.cancel_at_period_end)}</td>
          <td>
            <When iso={subscription.last_synced_at} none={TEXT.never} />
          </td>
        </tr>
      ))}
    </BillingBlock>
  );
}

/** The user's invoices, with what was refunded of each. */
export function AdminInvoicesTable({ invoices }: { invoices: BillingInvoice[] }) {
  const columns = ACCOUNT.columns;
  return (
    <BillingBlock
      title={TEXT.invoices}
      empty={TEXT.noInvoices}
      count={invoices.length}
      columns={[columns.date, columns.amount, columns.status, columns.refunded]}
    >
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <th scope="row">
            <When iso={invoice.created_at} />
          </th>
          <td className="billing-table__number">
            {formatBillingAmount(invoice.amount, invoice.currency)}
          </td>
          <td>{invoice.status}</td>
          <td className="billing-table__number">
            {invoice.refunded_amount > 0
              ? formatBillingAmount(invoice.refunded_amount, invoice.currency)
              : '—'}
          </td>
        </tr>
      ))}
    </BillingBlock>
  );
}
