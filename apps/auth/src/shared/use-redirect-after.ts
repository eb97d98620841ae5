import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS } from '@profileproof/contracts';

/** Goes to `path` after the spec's 3 seconds, once `path` is set; nothing while it is null. */
export function useRedirectAfter(path: string | null, delayMs = REDIRECT_DELAY_MS): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!path) return;
    const timer = setTimeout(() => void navigate(path, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs, navigate]);
}
