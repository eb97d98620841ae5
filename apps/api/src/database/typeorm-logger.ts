import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { DATABASE_LOG } from './database.messages';

/**
 * TypeORM's messages, through the application's logger. Query parameters are never logged: they
 * can hold password hashes and tokens.
 */
export class TypeOrmNestLogger implements TypeOrmLogger {
  private readonly logger = new Logger('TypeORM');

  logQuery(): void {
    // Successful queries are not logged.
  }

  logQueryError(error: string | Error, query: string): void {
    // Debug level: callers handle expected failures (a duplicate e-mail, say); the rest surface as errors.
    this.logger.debug(
      DATABASE_LOG.queryFailed(error instanceof Error ? error.message : error, query),
    );
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(DATABASE_LOG.slowQuery(time, query));
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(message);
    else this.logger.log(message);
  }
}
