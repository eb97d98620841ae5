import { useEffect, useId, useRef } from 'react';
import { BILLING_ADMIN_TEXTS, type AdminUserBilling } from '@profileproof/contracts/billing';
import { Alert, Badge, Button, ConfirmDialog, LoadingState } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { ListErrorAlert } from '../../../shared/components/list-error-alert';
import { TierBadge } from '../../../shared/components/tier-badge';
import { useUserBilling } from '../api/user-billing';
import { type BillingActions, useBillingActions } from '../use-billing-actions';
import { BillingEventsTable } from './billing-events';
import {
  AdminInvoicesTable,
  GrantsTable,
  ProviderSubscriptionsTable,
  When,
} from './billing-tables';

const TEXT = BILLING_ADMIN_TEXTS;

/** The user's tier, the last sync and whether it found drift, and what can be done. */
function BillingSummary({
  billing,
  actions,
}: {
  billing: AdminUserBilling;
  actions: BillingActions;
}) {
  return (
    <div className="billing-summary">
      <dl className="billing-summary__facts">
        <div>
          <dt>{TEXT.tier}</dt>
          <dd>
            <TierBadge tier={billing.tier} />
          </dd>
        </div>
        <div>
          <dt>{TEXT.lastSynced}</dt>
          <dd>
            <When iso={billing.last_synced_at} none={TEXT.never} />
          </dd>
        </div>
      </dl>
      {billing.drift ? (
        <Alert tone="warning">{TEXT.drift}</Alert>
      ) : (
        <p className="billing-summary__in-sync">
          <Badge tone="success">{TEXT.inSync}</Badge>
        </p>
      )}
      <div className="billing-summary__actions">
        <Button variant="secondary" busy={actions.syncing} onClick={actions.sync}>
          {actions.syncing ? TEXT.syncing : TEXT.sync}
        </Button>
        {billing.subscriptions.length > 0 && (
          <Button variant="danger" onClick={actions.askRefund}>
            {TEXT.refund}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * One user's billing, opened from their row of the subscribers list (issue 40): grants and which
 * gives the tier, their subscriptions at the provider, invoices, the provider's events with Replay,
 * Sync now, and Refund and end now behind a confirmation. The focus moves to its heading when it
 * opens and back to the row's button when it closes.
 */
export function BillingPanel({ email, onClose }: { email: string; onClose: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const billing = useUserBilling(email);
  const actions = useBillingActions(email);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <section id="billing-panel" className="pp-card billing-panel" aria-labelledby={headingId}>
      <div className="billing-panel__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="subscriptions-section-title">
          {TEXT.panelTitle(email)}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {TEXT.close}
          <span className="pp-visually-hidden"> {TEXT.panelTitle(email)}</span>
        </Button>
      </div>
      {actions.done && <Alert tone="success">{actions.done}</Alert>}
      {actions.failure && <Alert tone="error">{actions.failure}</Alert>}
      {billing.isPending && <LoadingState label={TEXT.loading} />}
      {billing.isError && (
        <ListErrorAlert
          message={adminErrorMessage(billing.error, TEXT.failed)}
          onRetry={() => void billing.refetch()}
          retrying={billing.isFetching}
        />
      )}
      {billing.data && (
        <>
          <BillingSummary billing={billing.data} actions={actions} />
          <GrantsTable grants={billing.data.grants} />
          <ProviderSubscriptionsTable subscriptions={billing.data.subscriptions} />
          <AdminInvoicesTable invoices={billing.data.invoices} />
          <BillingEventsTable
            events={billing.data.events}
            replaying={actions.replaying ?? null}
            onReplay={actions.replay}
          />
        </>
      )}
      <ConfirmDialog
        open={actions.askingRefund}
        title={TEXT.refundTitle}
        confirmLabel={TEXT.refund}
        busyLabel={TEXT.refunding}
        cancelLabel={TEXT.cancel}
        busy={actions.refunding}
        onConfirm={actions.confirmRefund}
        onCancel={actions.cancelRefund}
      >
        <p>{TEXT.refundBody(email)}</p>
      </ConfirmDialog>
    </section>
  );
}
