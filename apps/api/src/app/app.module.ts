import { type BeforeApplicationShutdown, Logger, Module } from '@nestjs/common';
import { ConfigModule, type ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { AccountModule } from '../account/account.module';
import { BillingModule } from '../billing/billing.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { appConfig, CONFIG_NAMESPACES } from '../config';
import { DeskModule } from '../desk/desk.module';
import { DatabaseModule } from '../database/database.module';
import { HealthModule } from '../health/health.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { MetricsModule } from '../metrics/metrics.module';
import { SharedStateModule } from '../shared-state/shared-state.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { loggerParams } from './logging';

@Module({
  imports: [
    // Variables come from the process environment (main.ts loads a .env file into it first).
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      cache: true,
      load: CONFIG_NAMESPACES,
    }),
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => loggerParams(app),
    }),
    DatabaseModule,
    SharedStateModule,
    AuditModule,
    LiveEventsModule,
    HealthModule,
    MetricsModule,
    UsersModule,
    AuthModule,
    AccountModule,
    SubscriptionsModule,
    SubmissionsModule,
    DeskModule,
    BillingModule,
  ],
})
export class AppModule implements BeforeApplicationShutdown {
  beforeApplicationShutdown(signal?: string): void {
    if (signal)
      new Logger('Shutdown').log(
        `${signal}: closing HTTP (requests in flight finish), then the database`,
      );
  }
}
