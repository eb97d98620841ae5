import { type AppConfig, appConfig, loadAppConfig } from './app.config';
import { type AuthConfig, authConfig, loadAuthConfig } from './auth.config';
import { type BillingConfig, billingConfig, loadBillingConfig } from './billing.config';
import { type DeskConfig, deskConfig, loadDeskConfig } from './desk.config';
import { type DatabaseConfig, databaseConfig, loadDatabaseConfig } from './database.config';
import { type Environment, loadNamespaces } from './environment';
import { type GoogleConfig, googleConfig, loadGoogleConfig } from './google.config';
import {
  type LiveEventsConfig,
  liveEventsConfig,
  loadLiveEventsConfig,
} from './live-events.config';
import { type JobsConfig, jobsConfig, loadJobsConfig } from './jobs.config';
import { loadMailConfig, type MailConfig, mailConfig } from './mail.config';
import { loadOperationsConfig, type OperationsConfig, operationsConfig } from './operations.config';
import { loadRedisConfig, type RedisConfig, redisConfig } from './redis.config';

export * from './app.config';
export * from './auth.config';
export * from './billing.config';
export * from './database.config';
export * from './desk.config';
export * from './environment';
export * from './google.config';
export * from './jobs.config';
export * from './live-events.config';
export * from './mail.config';
export * from './operations.config';
export * from './redis.config';
export { jwtSecretWeakness } from './secret-strength';

/** The namespaces ConfigModule loads. Read one with `@Inject(appConfig.KEY) app: ConfigType<typeof appConfig>`. */
export const CONFIG_NAMESPACES = [
  appConfig,
  databaseConfig,
  authConfig,
  mailConfig,
  googleConfig,
  redisConfig,
  liveEventsConfig,
  operationsConfig,
  jobsConfig,
  deskConfig,
  billingConfig,
];

/** The whole configuration, as `ConfigService<Configuration, true>` sees it. */
export interface Configuration {
  app: AppConfig;
  database: DatabaseConfig;
  auth: AuthConfig;
  mail: MailConfig;
  google: GoogleConfig;
  redis: RedisConfig;
  liveEvents: LiveEventsConfig;
  operations: OperationsConfig;
  jobs: JobsConfig;
  desk: DeskConfig;
  billing: BillingConfig;
}

/**
 * Validates every variable and reports all problems at once (`Invalid configuration: ...`).
 * For code that runs outside the Nest container, such as the CLI.
 */
export function loadConfiguration(env: Environment = process.env): Configuration {
  return loadNamespaces(env, {
    app: loadAppConfig,
    database: loadDatabaseConfig,
    auth: loadAuthConfig,
    mail: loadMailConfig,
    google: loadGoogleConfig,
    redis: loadRedisConfig,
    liveEvents: loadLiveEventsConfig,
    operations: loadOperationsConfig,
    jobs: loadJobsConfig,
    desk: loadDeskConfig,
    billing: loadBillingConfig,
  });
}
