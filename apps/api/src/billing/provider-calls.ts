import { DependencyDownError } from '../shared-state/dependency-down.error';
import { ProviderUnavailableError } from './providers/billing-provider';

/**
 * Runs a call to the payment provider; one that cannot reach it becomes a DependencyDownError,
 * which the error filter answers with 503, `Retry-After` and BILLING_MESSAGES.providerDown.
 */
export async function reachProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new DependencyDownError('payment provider', error);
    throw error;
  }
}
