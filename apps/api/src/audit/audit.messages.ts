/**
 * Texts of the audit module only the server sees: log lines and internal errors, read by an operator or
 * a developer, never sent to a client (what a client sees is in libs/contracts, src/lib/messages).
 */

export const AUDIT_ERRORS = {
  outsideTransaction: 'An audit entry is written in the transaction of its action',
} as const;
