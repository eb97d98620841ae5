import type { SubscriptionResponse } from '@profileproof/contracts';
import { formatDateTime } from '@profileproof/ui';

/** Admins only (the spec's roles and permissions): what the server answered about the subscription, as it answered it. */
export function SubscriptionDebugPanel({
  subscription,
  fetchedAt,
}: {
  subscription: SubscriptionResponse | undefined;
  fetchedAt: number;
}) {
  return (
    <details className="pp-card debug-panel">
      <summary className="debug-panel__summary">Subscription debug info (admins only)</summary>
      {subscription ? (
        <>
          <p className="debug-panel__meta">
            Fetched {formatDateTime(new Date(fetchedAt).toISOString())}
          </p>
          <dl className="debug-panel__facts">
            <div>
              <dt>Tier</dt>
              <dd>{subscription.tier}</dd>
            </div>
            <div>
              <dt>Subscription id</dt>
              <dd>{subscription.subscription_id ?? 'none'}</dd>
            </div>
            <div>
              <dt>End date</dt>
              <dd>{subscription.end_date ?? 'none'}</dd>
            </div>
          </dl>
          <h3 className="debug-panel__heading">debug_info</h3>
          <pre className="debug-panel__json">
            {JSON.stringify(subscription.debug_info, null, 2)}
          </pre>
          <h3 className="debug-panel__heading">usage</h3>
          <pre className="debug-panel__json">{JSON.stringify(subscription.usage, null, 2)}</pre>
        </>
      ) : (
        <p className="debug-panel__meta">No answer from the server yet.</p>
      )}
    </details>
  );
}
