import { QueryFailedError } from 'typeorm';

function hasCode(error: unknown, code: string): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === code;
}

/** PostgreSQL's unique_violation: another row already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** PostgreSQL's foreign_key_violation: the referenced row does not exist (any more). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503');
}

/** PostgreSQL's undefined_table: the table is missing (migrations not applied, or dropped). */
export function isUndefinedTable(error: unknown): boolean {
  return hasCode(error, '42P01');
}
