import { registerAs } from '@nestjs/config';
import { IsIn, IsOptional } from 'class-validator';
import {
  dataDirOf,
  type Environment,
  NODE_ENVS,
  type NodeEnv,
  parseBoolean,
  validateEnvironment,
} from './environment';
import {
  IsBooleanString,
  IsIntegerString,
  IsTrustProxy,
  IsUrlWithScheme,
  parseTrustProxy,
  type TrustProxy,
} from './validators';

export type { TrustProxy } from './validators';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

class AppEnvironment {
  @IsOptional()
  @IsIn(NODE_ENVS, { message: `$property must be one of ${NODE_ENVS.join(', ')}` })
  NODE_ENV?: NodeEnv;

  @IsOptional()
  @IsIntegerString(1, 65535)
  PORT?: string;

  @IsOptional()
  @IsUrlWithScheme(['http', 'https'], { originOnly: true, example: 'http://localhost:4200' })
  WEB_ORIGIN?: string;

  @IsOptional()
  @IsUrlWithScheme(['http', 'https'], { example: 'https://api.example.com' })
  API_PUBLIC_URL?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `$property must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: LogLevel;

  @IsOptional()
  @IsTrustProxy()
  TRUST_PROXY?: string;

  @IsOptional()
  @IsBooleanString()
  API_DOCS?: string;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  /** The web app's origin: allowed by CORS, base of links in e-mails. */
  webOrigin: string;
  /** Where browsers reach this API (the third-party sign-in return URL is built from it). */
  apiPublicUrl: string;
  dataDir: string;
  logLevel: LogLevel;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-For (and -Host, -Proto) to believe, so that
   * the client's address (which the rate limits count by) is the client's, not the load balancer's.
   */
  trustProxy: TrustProxy;
  /**
   * Serve the OpenAPI UI (/api/docs) and document (/api/docs-json). Off in production unless asked
   * for: the document maps every route and field for anyone probing the API.
   */
  apiDocs: boolean;
}

export function loadAppConfig(env: Environment): AppConfig {
  const vars = validateEnvironment(env, AppEnvironment);
  const nodeEnv = vars.NODE_ENV ?? 'development';
  const port = Number(vars.PORT ?? 3000);
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    webOrigin: new URL(vars.WEB_ORIGIN ?? 'http://localhost:4200').origin,
    // The lookbehind keeps the scan linear: a run of slashes is tried once, from its first slash.
    apiPublicUrl: (vars.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/(?<!\/)\/+$/, ''),
    dataDir: dataDirOf(env),
    logLevel: vars.LOG_LEVEL ?? 'info',
    trustProxy:
      vars.TRUST_PROXY === undefined ? false : (parseTrustProxy(vars.TRUST_PROXY) ?? false),
    apiDocs: parseBoolean(vars.API_DOCS, nodeEnv !== 'production'),
  };
}

export const appConfig = registerAs('app', () => loadAppConfig(process.env));
