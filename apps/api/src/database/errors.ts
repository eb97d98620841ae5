import { QueryFailedError } from 'typeorm';

/** PostgreSQL's unique_violation: another row already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}
