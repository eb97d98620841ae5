import { registerAs } from '@nestjs/config';
import { IsIn, IsOptional } from 'class-validator';
import { dataDirOf, type Environment, NODE_ENVS, type NodeEnv, validateEnvironment } from './environment';
import { IsIntegerString, IsTrustProxy, IsUrlWithScheme, parseTrustProxy, type TrustProxy } from './validators';

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
    apiPublicUrl: (vars.API_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: dataDirOf(env),
    logLevel: vars.LOG_LEVEL ?? 'info',
    trustProxy: vars.TRUST_PROXY === undefined ? false : (parseTrustProxy(vars.TRUST_PROXY) ?? false),
  };
}

export const appConfig = registerAs('app', () => loadAppConfig(process.env));
