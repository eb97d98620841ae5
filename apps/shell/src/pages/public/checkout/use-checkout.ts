import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import {
  BILLING_MESSAGES,
  BILLING_PRICING_TEXTS,
  checkoutResumePath,
  forgetCheckoutChoice,
  rememberCheckoutChoice,
  type CheckoutRequest,
} from '@profileproof/contracts/billing';
import { isHttpError, useSession, type LoginRedirectState } from '@profileproof/session';
import { startCheckout } from './start-checkout';

/** Why a checkout did not start: a live subscription (manage it instead), the provider away, or else. */
export interface CheckoutProblem {
  kind: 'live' | 'unavailable' | 'failed';
  message: string;
}

export interface CheckoutState {
  choice: CheckoutRequest;
  /** `starting` until the browser leaves for the provider's page (it stays so while it goes). */
  phase: 'starting' | 'failed';
  problem?: CheckoutProblem;
}

export function checkoutProblem(error: unknown): CheckoutProblem {
  if (isHttpError(error, 409))
    return { kind: 'live', message: error.detail ?? BILLING_MESSAGES.liveSubscription };
  if (isHttpError(error, 503))
    return { kind: 'unavailable', message: error.detail ?? BILLING_MESSAGES.providerDown };
  // Billing switched off since the page was read: the API says so (404/403 with its detail).
  if (isHttpError(error, [403, 404]) && error.detail === BILLING_MESSAGES.disabled)
    return { kind: 'unavailable', message: error.detail };
  return { kind: 'failed', message: BILLING_PRICING_TEXTS.failed };
}

/** Sends the browser to the payment provider's page (an object's method, so tests can watch it). */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * A plan's checkout from the pricing page: a signed-in customer is sent to the provider's payment
 * page; a visitor to /signup first. The choice is kept for a day (the mailed verification link may
 * open in another tab) and /inputMain offers it back after the first sign-in; logging in from
 * there instead returns to this checkout (`from`, as the guards do), which the page starts itself.
 */
export function useCheckout() {
  const { api, isAuthenticated } = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState | null>(null);
  const start = useCallback(
    (choice: CheckoutRequest) => {
      if (!isAuthenticated) {
        rememberCheckoutChoice(choice);
        const redirect: LoginRedirectState = { from: checkoutResumePath(choice) };
        void navigate(ROUTES.signup, { state: redirect });
        return;
      }
      forgetCheckoutChoice();
      setState({ choice, phase: 'starting' });
      startCheckout(api, choice).then(
        ({ url }) => paymentPage.open(url),
        (error: unknown) => setState({ choice, phase: 'failed', problem: checkoutProblem(error) }),
      );
    },
    [api, isAuthenticated, navigate],
  );
  return { state, start };
}
