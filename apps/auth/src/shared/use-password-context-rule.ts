import { useCallback, useRef, useState } from 'react';
import type { PasswordContextRule } from './validation';

/**
 * The API's rule against a password built from the address or the product's name, fetched as a
 * chunk of its own on the form's first focus: the sign-up screen comes with /login, which is at its
 * byte budget, and the rule is only needed once someone starts filling the form. `load` goes on
 * the form's `onFocus`; `rule` is undefined until the chunk has arrived.
 */
export function usePasswordContextRule(): { rule: PasswordContextRule | undefined; load: () => void } {
  const [rule, setRule] = useState<PasswordContextRule>();
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import('@profileproof/contracts/password-context').then(
      (module) => setRule(() => module.newPasswordContextError),
      // Offline, say: the API applies the same rule, and the next focus tries again.
      () => (requested.current = false),
    );
  }, []);
  return { rule, load };
}
