import { useCallback, useEffect, useState } from 'react';
import { SUCCESS_MESSAGE_MS } from '@profileproof/contracts';

/**
 * A message that disappears by itself (the spec's timings: success messages after 5 seconds). Showing
 * the same text again restarts its time.
 */
export function useFlashMessage(
  durationMs: number = SUCCESS_MESSAGE_MS,
): [string | null, (text: string | null) => void] {
  const [flash, setFlash] = useState<{ text: string; shownAt: number } | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);
  const show = useCallback(
    (text: string | null) => setFlash(text === null ? null : { text, shownAt: Date.now() }),
    [],
  );
  return [flash?.text ?? null, show];
}
