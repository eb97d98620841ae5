/**
 * Texts of the HTTP layer only the server sees: log lines and internal errors, read by an operator or
 * a developer, never sent to a client (what a client sees is in libs/contracts, src/lib/messages).
 */

export const APP_LOG = {
  unhandledError: (method: string, url: string) => `Unhandled error on ${method} ${url}`,
  dependencyDown: (dependency: string, reason: string, method: string, url: string) =>
    `The ${dependency} is unreachable (${reason}): 503 on ${method} ${url}`,
} as const;
