import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@profileproof/contracts';
import { useLiveRefetch } from '@profileproof/live-events';

/**
 * Reads the given queries again whenever the API's stream reports a change (a new submission, a
 * reply, a re-opened or deleted one, a claim; `resync` after a gap), so the screen follows what the
 * other admins and the customers do within moments, without a reload. On top of any polling the
 * screen does (the dashboard's 15-second auto-refresh stays as the spec has it). Only the queries
 * a screen shows are named: an open edit or the snippets are not read again under the analyst.
 * `onEvent` also gets each event at once, on the same stream (the dashboard watches its open submission's claim).
 * The refetches are coalesced and jittered (`useLiveRefetch`): a burst of 100 new submissions costs
 * each open console at most two reads of each list, and the consoles do not all read at once.
 */
export function useLiveRefresh(
  queryKeys: readonly QueryKey[],
  onEvent?: (event: LiveEvent) => void,
): void {
  const queryClient = useQueryClient();
  useLiveRefetch(() => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  }, onEvent);
}
