import { useState } from 'react';
import { BILLING_ADMIN_TEXTS } from '@profileproof/contracts/billing';
import { adminErrorMessage } from '../../shared/admin-error';
import { useFlashMessage } from '../../shared/use-flash-message';
import { useRefundBilling } from './api/refund-billing';
import { useReplayBillingEvent } from './api/replay-billing-event';
import { useSyncBilling } from './api/sync-billing';

const TEXT = BILLING_ADMIN_TEXTS;

/**
 * What the billing panel does for one user: Sync now, Replay an event, and Refund and end now
 * (asked first). What happened shows above the details, as the two-step reset's does over the list.
 */
export function useBillingActions(email: string) {
  const sync = useSyncBilling();
  const replay = useReplayBillingEvent(email);
  const refund = useRefundBilling();
  const [done, showDone] = useFlashMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [askingRefund, setAskingRefund] = useState(false);

  const start = () => {
    setFailure(null);
    showDone(null);
  };
  const failWith = (fallback: string) => (error: unknown) =>
    setFailure(adminErrorMessage(error, fallback));

  return {
    done,
    failure,
    syncing: sync.isPending,
    sync: () => {
      start();
      sync.mutate(email, {
        onSuccess: (result) => showDone(TEXT.synced(result.customers, result.drift)),
        onError: failWith(TEXT.syncFailed),
      });
    },
    replaying: replay.isPending ? replay.variables : null,
    replay: (id: number, type: string) => {
      start();
      replay.mutate(id, {
        onSuccess: () => showDone(TEXT.replayed(type)),
        onError: failWith(TEXT.replayFailed),
      });
    },
    askingRefund,
    askRefund: () => setAskingRefund(true),
    cancelRefund: () => setAskingRefund(false),
    refunding: refund.isPending,
    confirmRefund: () => {
      start();
      refund.mutate(email, {
        onSuccess: () => {
          setAskingRefund(false);
          showDone(TEXT.refunded(email));
        },
        onError: (error) => {
          setAskingRefund(false);
          failWith(TEXT.refundFailed)(error);
        },
      });
    },
  };
}

export type BillingActions = ReturnType<typeof useBillingActions>;
