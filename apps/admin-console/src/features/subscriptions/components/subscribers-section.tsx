import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { useId, type Ref } from 'react';
import { type Subscriber } from '@profileproof/contracts';
import { Alert, LoadingState, UsersIcon } from '@profileproof/ui';
import { ListErrorAlert } from '../../../shared/components/list-error-alert';
import type { SubscriptionsView } from '../use-subscriptions-view';
import { SubscribersTable } from './subscribers-table';

const TEXT = SUBSCRIPTIONS_SCREEN;

function NoSubscribers() {
  return (
    <div className="subscribers-empty">
      <span className="subscribers-empty__icon" aria-hidden="true">
        <UsersIcon />
      </span>
      <p>{TEXT.empty}</p>
    </div>
  );
}

/** The subscribers list: its heading and count, what the last removal said, and the table (or why there is none). */
export function SubscribersSection({
  view,
  headingRef,
  removed,
  deleteFailure,
  retrying,
  onRetry,
  onEdit,
  onDelete,
  onResetTwoStep,
  onUnlockTwoStep,
  onBilling,
  billingOpenFor,
}: {
  view: SubscriptionsView;
  headingRef: Ref<HTMLHeadingElement>;
  removed: string | null;
  deleteFailure: string | null;
  retrying: boolean;
  onRetry: () => void;
  onEdit: (subscriber: Subscriber) => void;
  onDelete: (subscriber: Subscriber) => void;
  onResetTwoStep?: (subscriber: Subscriber) => void;
  onUnlockTwoStep?: (subscriber: Subscriber) => void;
  onBilling?: (subscriber: Subscriber) => void;
  billingOpenFor?: string | null;
}) {
  const headingId = useId();
  return (
    <section className="subscribers-section" aria-labelledby={headingId}>
      <div className="subscribers-section__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="subscriptions-section-title">
          {TEXT.tableTitle}
        </h2>
        {view.count && <span className="subscribers-section__count">{view.count}</span>}
      </div>
      {removed && <Alert tone="success">{removed}</Alert>}
      {deleteFailure && <Alert tone="error">{deleteFailure}</Alert>}
      {view.listFailed && (
        <ListErrorAlert
          message={TEXT.listFailed}
          retryLabel={TEXT.retry}
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
      {view.list === 'table' && (
        <SubscribersTable
          subscribers={view.subscribers}
          onEdit={onEdit}
          onDelete={onDelete}
          onResetTwoStep={onResetTwoStep}
          onUnlockTwoStep={onUnlockTwoStep}
          onBilling={onBilling}
          billingOpenFor={billingOpenFor}
        />
      )}
      {view.list === 'empty' && <NoSubscribers />}
      {view.list === 'loading' && <LoadingState label={TEXT.loading} />}
    </section>
  );
}
