import { join } from 'node:path';
import { registerAs } from '@nestjs/config';
import { IsOptional } from 'class-validator';
import { dataDirOf, type Environment, parseBoolean, validateEnvironment } from './environment';
import { IsBooleanString, IsIntegerString, IsUrlWithScheme } from './validators';

class DatabaseEnvironment {
  @IsOptional()
  @IsUrlWithScheme(['postgres', 'postgresql'], {
    example: 'postgres://user:password@localhost:5432/profileproof',
  })
  DATABASE_URL?: string;

  @IsOptional()
  @IsIntegerString(1, 100)
  DATABASE_POOL_SIZE?: string;

  @IsOptional()
  @IsBooleanString()
  RUN_MIGRATIONS?: string;
}

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent the API runs an embedded one (PGlite) in `embeddedDataDir`. */
  url: string | undefined;
  embeddedDataDir: string;
  /** Connections in the pool for an external server (the embedded one takes exactly one). */
  poolSize: number;
  runMigrations: boolean;
}

export function loadDatabaseConfig(env: Environment): DatabaseConfig {
  const vars = validateEnvironment(env, DatabaseEnvironment);
  return {
    url: vars.DATABASE_URL,
    embeddedDataDir: join(dataDirOf(env), 'pgdata'),
    poolSize: Number(vars.DATABASE_POOL_SIZE ?? 10),
    runMigrations: parseBoolean(vars.RUN_MIGRATIONS, true),
  };
}

export const databaseConfig = registerAs('database', () => loadDatabaseConfig(process.env));
