import { type DataSource, type Migration, MigrationExecutor, type QueryRunner } from 'typeorm';

/** Any fixed number: several API instances starting at once take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_400_250_311;

export async function runPendingMigrations(dataSource: DataSource): Promise<Migration[]> {
  return withMigrationLock(dataSource, (executor) => executor.executePendingMigrations());
}

/** Reverts the last executed migration; returns it, or null when none has run. */
export async function revertLastMigration(dataSource: DataSource): Promise<Migration | null> {
  return withMigrationLock(dataSource, async (executor) => {
    const executed = await executor.getExecutedMigrations();
    if (executed.length === 0) return null;
    await executor.undoLastMigration();
    return executed[0]; // the most recently executed first, as TypeORM lists them
  });
}

export interface MigrationState {
  name: string;
  executed: boolean;
}

export async function migrationStates(dataSource: DataSource): Promise<MigrationState[]> {
  return withMigrationLock(dataSource, async (executor) => {
    const executed = new Set(
      (await executor.getExecutedMigrations()).map((migration) => migration.name),
    );
    const all = await executor.getAllMigrations();
    return all.map((migration) => ({
      name: migration.name,
      executed: executed.has(migration.name),
    }));
  });
}

/**
 * Runs migration work on one connection that holds a PostgreSQL advisory lock, released when done
 * (or by the server, should this process die).
 */
async function withMigrationLock<T>(
  dataSource: DataSource,
  work: (executor: MigrationExecutor) => Promise<T>,
): Promise<T> {
  const queryRunner: QueryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, queryRunner);
      executor.transaction = 'all';
      return await work(executor);
    } finally {
      await queryRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await queryRunner.release();
  }
}
