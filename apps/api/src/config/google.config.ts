import { registerAs } from '@nestjs/config';
import { IsOptional } from 'class-validator';
import { type Environment, validateEnvironment } from './environment';
import { IsUrlWithScheme, RequiredWhen } from './validators';

class GoogleEnvironment {
  @RequiredWhen((env) => env.GOOGLE_CLIENT_SECRET !== undefined, 'GOOGLE_CLIENT_SECRET is set')
  GOOGLE_CLIENT_ID?: string;

  @RequiredWhen((env) => env.GOOGLE_CLIENT_ID !== undefined, 'GOOGLE_CLIENT_ID is set')
  GOOGLE_CLIENT_SECRET?: string;

  @IsOptional()
  @IsUrlWithScheme(['https', 'http'], { example: 'https://accounts.google.com' })
  GOOGLE_ISSUER?: string;
}

export interface GoogleConfig {
  /** OIDC issuer: endpoints and signing keys come from its discovery document. */
  issuer: string;
  /** The OAuth client; null means third-party sign-in answers that it is not configured. */
  client: { id: string; secret: string } | null;
}

export function loadGoogleConfig(env: Environment): GoogleConfig {
  const vars = validateEnvironment(env, GoogleEnvironment);
  return {
    // The lookbehind keeps the scan linear: a run of slashes is tried once, from its first slash.
    issuer: (vars.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/(?<!\/)\/+$/, ''),
    client:
      vars.GOOGLE_CLIENT_ID && vars.GOOGLE_CLIENT_SECRET
        ? { id: vars.GOOGLE_CLIENT_ID, secret: vars.GOOGLE_CLIENT_SECRET }
        : null,
  };
}

export const googleConfig = registerAs('google', () => loadGoogleConfig(process.env));
