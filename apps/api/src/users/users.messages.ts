/**
 * Texts of the users module only the server sees: log lines and internal errors, read by an operator or
 * a developer, never sent to a client (what a client sees is in libs/contracts, src/lib/messages).
 */

export const USERS_LOG = {
  adminAccount: (email: string, outcome: string) => `Admin account ${email}: ${outcome}`,
} as const;
