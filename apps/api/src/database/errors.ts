import { QueryFailedError } from 'typeorm';

function hasCode(error: unknown, code: string): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === code
  );
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

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for a server that is going away or not taking connections: admin_shutdown,
 * crash_shutdown, cannot_connect_now, too_many_connections, and the connection_exception class
 * (08xxx) except protocol_violation, which is a bug rather than an outage.
 */
const SERVER_DOWN_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);

/** What `pg` and its pool say when a connection is lost, times out or was never made. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection closed',
];

/**
 * Whether `error` means the database cannot be reached right now (rather than a bad query): a
 * refused, reset or timed-out connection, or a server shutting down. Looks through TypeORM's
 * `QueryFailedError.driverError` and `cause` chains, a few levels deep. (Duck-typed: errors that
 * Node's socket layer raises need not be `instanceof Error` of the realm that catches them.)
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current = error;
  for (let level = 0; level < 5 && typeof current === 'object' && current !== null; level += 1) {
    const { code, message, driverError, cause } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_DOWN_CODES.has(code)))
      return true;
    if (
      typeof message === 'string' &&
      CONNECTION_MESSAGES.some((prefix) => message.startsWith(prefix))
    )
      return true;
    current = driverError ?? cause;
  }
  return false;
}
