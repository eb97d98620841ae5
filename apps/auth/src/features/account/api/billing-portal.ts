import { useMutation } from '@tanstack/react-query';
import { BILLING_API_PATHS, type BillingRedirect } from '@profileproof/contracts/billing';
import { useSession, type ApiClient } from '@profileproof/session';

/**
 * POST /api/billing/portal/: the payment provider's page where the customer changes their card,
 * plan or cancels. 409 when they have no billing account yet (never paid).
 */
export function openBillingPortal(api: ApiClient): Promise<BillingRedirect> {
  return api.request<BillingRedirect>(BILLING_API_PATHS.portal, { method: 'POST' });
}

/** Sends the browser to the provider's page (an object's method, so tests can watch it). */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

export function useBillingPortal() {
  const { api } = useSession();
  return useMutation({
    mutationFn: () => openBillingPortal(api),
    onSuccess: ({ url }) => providerPage.open(url),
  });
}
