import { OAuth2Issuer, OAuth2Server } from 'oauth2-mock-server';

export const GOOGLE_CLIENT_ID = 'profileproof-test-client';
export const GOOGLE_CLIENT_SECRET = 'profileproof-test-secret';

export type IdTokenClaims = Record<string, unknown>;

/**
 * A local OpenID Connect issuer standing in for Google (oauth2-mock-server): discovery, keys,
 * authorization and token endpoints. Its id_tokens carry the claims given to `nextSignIn`.
 */
export class GoogleIssuer {
  private nextClaims: IdTokenClaims = {};

  private constructor(private readonly server: OAuth2Server) {
    server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      // The token endpoint signs an access token, then the id_token: only the latter has our audience.
      if (token.payload.aud === GOOGLE_CLIENT_ID) Object.assign(token.payload, this.nextClaims);
    });
  }

  static async start(): Promise<GoogleIssuer> {
    const server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    return new GoogleIssuer(server);
  }

  get url(): string {
    return this.server.issuer.url ?? '';
  }

  /** Variables that make the API use this issuer. */
  get env(): Record<string, string> {
    return { GOOGLE_ISSUER: this.url, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET };
  }

  /** The claims of the id_tokens the authorization-code flow issues from now on. */
  nextSignIn(claims: IdTokenClaims): void {
    this.nextClaims = claims;
  }

  /** An id_token as Google would issue it to our client; `claims` override or add to it. */
  idToken(claims: IdTokenClaims, options: { expiresIn?: number } = {}): Promise<string> {
    return this.server.issuer.buildToken({
      expiresIn: options.expiresIn,
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { aud: GOOGLE_CLIENT_ID, email_verified: true }, claims),
    });
  }

  /** An id_token with the same issuer and key id but signed by another key. */
  async forgedIdToken(claims: IdTokenClaims): Promise<string> {
    const [{ kid }] = this.server.issuer.keys.toJSON() as { kid: string }[];
    const forger = new OAuth2Issuer();
    forger.url = this.url;
    await forger.keys.generate('RS256', { kid });
    return forger.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { aud: GOOGLE_CLIENT_ID, email_verified: true }, claims),
    });
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}
