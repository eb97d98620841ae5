/**
 * Texts of the database module only the server sees: log lines and internal errors, read by an operator or
 * a developer, never sent to a client (what a client sees is in libs/contracts, src/lib/messages).
 */

export const DATABASE_LOG = {
  slowQuery: (ms: number, sql: string) => `Slow query (${ms} ms): ${sql}`,
  queryFailed: (reason: string, sql: string) => `Query failed: ${reason} (${sql})`,
  migrationsApplied: (names: readonly string[]) => `Applied ${names.join(', ')}`,
  embeddedStopped: 'Embedded database stopped',
} as const;

export const DATABASE_ERRORS = {
  embeddedExited: (code: unknown) => `the server exited with code ${code}`,
  embeddedNotStarted: (dataDir: string, reason: string) =>
    `The embedded database in ${dataDir} could not start: ${reason}`,
  lockHeld: (path: string, pid: number) => `${path} is held by process ${pid}`,
  lockKeptReplaced: (path: string) =>
    `Could not take the lock ${path}; another process keeps replacing it`,
} as const;
