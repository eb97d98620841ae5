/**
 * Texts of the auth module only the server sees: log lines and internal errors, read by an operator or
 * a developer, never sent to a client (what a client sees is in libs/contracts, src/lib/messages).
 */

export const AUTH_LOG = {
  signingKeysUnreadable: (reason: string) =>
    `The issuer's signing keys could not be read: ${reason}`,
  discoveryUnreadable: (issuer: string, reason: string) =>
    `The discovery document of ${issuer} could not be read: ${reason}`,
  googleNonceMismatch:
    'Sign-in with Google failed: the id_token does not carry the nonce of this sign-in',
  googleFailed: (reason: string) => `Sign-in with Google failed: ${reason}`,
} as const;

export const AUTH_ERRORS = {
  discoveryStatus: (status: number) => `HTTP ${status}`,
  discoveryFieldMissing: (field: string) => `${field} is missing`,
  discoveryOtherIssuer: (issuer: string | undefined) => `it names another issuer (${issuer})`,
  /** The reason logged when the provider's token response holds no id_token. */
  noIdToken: 'The token response has no id_token.',
  noIdTokenShort: 'no id_token',
  nonceNotPassed: 'The OAuth guard did not pass the OpenID Connect nonce to the state store',
  replyNotPassed: 'The OAuth guard did not pass the reply to the state store',
} as const;
