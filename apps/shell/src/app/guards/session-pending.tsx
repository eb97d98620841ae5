import { LoadingState } from '@profileproof/ui';

/** Shown by the guards while a stored token is being checked, instead of flashing the wrong page. */
export function SessionPending() {
  return <LoadingState label="Checking your session…" />;
}
