/**
 * Texts of the submissions module only the server sees: log lines and internal errors, read by an operator or
 * a developer, never sent to a client (what a client sees is in libs/contracts, src/lib/messages).
 */

export const SUBMISSIONS_LOG = {
  exportStopped: 'The CSV export stopped early',
  exportNotAudited: 'The CSV export could not be recorded in the audit log',
} as const;
