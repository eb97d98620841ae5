/**
 * Texts of the shared state only the server sees: log lines and internal errors, read by an operator or
 * a developer, never sent to a client (what a client sees is in libs/contracts, src/lib/messages).
 */

export const SHARED_STATE_LOG = {
  redisUnreachable: (reason: string) => `Redis unreachable (${reason}); retrying in the background`,
  redisReachable: 'Redis reachable again',
} as const;
