import { createHash } from 'node:crypto';

export const GOOGLE_CLIENT_ID = 'profileproof-e2e-client';
export const GOOGLE_CLIENT_SECRET = 'profileproof-e2e-secret';

/** Who the next sign-in at the mock issuer is: the claims its id_token carries. */
export interface GoogleIdentity {
  email: string;
  name?: string;
}

export interface MockGoogle {
  /** GOOGLE_ISSUER for the API. */
  readonly url: string;
  /** The account the next authorization-code sign-in (the popup) comes back with. */
  signInAs(identity: GoogleIdentity): void;
  stop(): Promise<void>;
}

/**
 * A local OpenID Connect issuer standing in for Google (oauth2-mock-server): discovery document,
 * keys, authorization and token endpoints. The authorization page answers at once (no login
 * form), with an id_token for the identity chosen by `signInAs`.
 */
export async function startMockGoogle(): Promise<MockGoogle> {
  // The package is ESM-only; Playwright compiles this file to CommonJS.
  const { OAuth2Server } = await import('oauth2-mock-server');
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let identity: GoogleIdentity | null = null;
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    // The token endpoint signs an access token and the id_token; only the id_token is for our client.
    if (token.payload['aud'] !== GOOGLE_CLIENT_ID || !identity) return;
    Object.assign(token.payload, {
      sub: `google-${createHash('sha256').update(identity.email).digest('hex').slice(0, 20)}`,
      email: identity.email,
      email_verified: true,
      name: identity.name ?? identity.email.split('@')[0],
    });
  });
  await server.start(0, '127.0.0.1');
  return {
    url: server.issuer.url ?? '',
    signInAs(next) {
      identity = next;
    },
    stop: () => server.stop(),
  };
}
