import { createHash, randomBytes } from 'node:crypto';

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

/** A sign-in run outside any browser, stopped where the API sends the popup to the web app. */
export interface InterceptedGoogleSignIn {
  /** `{WEB_ORIGIN}/auth/google/callback#id_token=...`: what an attacker could send someone. */
  callbackUrl: string;
  idToken: string;
  /** The flow secret the tab that started this sign-in would have kept. */
  flowSecret: string;
}

/**
 * Runs the popup's flow with plain HTTP, as whoever holds the Google account would (GET /start
 * with a flow secret's hash, the issuer, the API's return route with the state cookie), and stops
 * at the API's redirect to the callback page instead of opening it.
 */
export async function interceptGoogleSignIn(
  apiBaseUrl: string,
  action: 'login' | 'signup',
): Promise<InterceptedGoogleSignIn> {
  const flowSecret = randomBytes(32).toString('base64url');
  const flowHash = createHash('sha256').update(flowSecret).digest('hex');
  const start = await fetch(
    `${apiBaseUrl}/api/auth/google/start?${new URLSearchParams({ action, flow_hash: flowHash })}`,
    {
      redirect: 'manual',
    },
  );
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0];
  const atIssuer = await fetch(start.headers.get('location') ?? '', { redirect: 'manual' });
  const back = await fetch(atIssuer.headers.get('location') ?? '', {
    redirect: 'manual',
    headers: { cookie },
  });
  const callbackUrl = back.headers.get('location') ?? '';
  const idToken = new URLSearchParams(new URL(callbackUrl).hash.slice(1)).get('id_token');
  if (!idToken) throw new Error(`The sign-in did not end with an id_token: ${callbackUrl}`);
  return { callbackUrl, idToken, flowSecret };
}
