import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GRANTING_STATES, type BillingMeResponse } from '@profileproof/contracts/billing';
import { BILLING_QUERY_KEY, useBillingMe } from '../../shared/api/billing-me';
import { SUBSCRIPTION_QUERY_KEY } from '../../shared/api/subscription-key';

/** How often the return page asks whether the payment has switched the plan on, and for how long. */
export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_FOR_MS = 30_000;

/**
 * The payment has switched the plan on: the caller's paid subscription grants its tier (the
 * provider's webhook has been processed), or the tier in force is a paid one.
 */
export function isPaymentConfirmed(me: BillingMeResponse | undefined): boolean {
  if (!me) return false;
  if (me.state && GRANTING_STATES.includes(me.state)) return true;
  return me.source === 'provider' && me.tier !== 'free';
}

export type ConfirmationStatus = 'confirming' | 'confirmed' | 'slow';

/**
 * The success page's wait: GET /api/billing/me every CONFIRM_POLL_MS until the plan is on, for up
 * to CONFIRM_FOR_MS; then `slow` (Check again starts another wait). Once confirmed, every cached
 * read of the subscription and of billing is refreshed, so the tier badge says the new plan.
 */
export function usePaymentConfirmation() {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const me = useBillingMe({
    pollMs: timedOut ? false : CONFIRM_POLL_MS,
    done: isPaymentConfirmed,
    anyRole: true,
  });
  const confirmed = isPaymentConfirmed(me.data);

  useEffect(() => {
    if (confirmed) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_FOR_MS);
    return () => clearTimeout(timer);
  }, [confirmed, round]);

  useEffect(() => {
    if (!confirmed) return;
    // Marked stale, not read again here: each screen that shows them reads them when it opens.
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY, refetchType: 'none' });
  }, [confirmed, queryClient]);

  const status: ConfirmationStatus = confirmed ? 'confirmed' : timedOut ? 'slow' : 'confirming';
  return {
    status,
    me: me.data,
    checkAgain: () => {
      setTimedOut(false);
      setRound((count) => count + 1);
      void me.refetch();
    },
  };
}
