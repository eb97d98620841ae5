import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { DestinationStream, Level } from 'pino';
import type { AppConfig } from '../config';

/** Fields that hold credentials, wherever they appear in a log entry (up to two levels deep). */
const SECRET_FIELDS = ['password', 'password2', 'token', 'refresh', 'access', 'credential', 'id_token'];

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Tokens travel in some URLs too (a password-reset link, an OAuth return). */
const SECRET_QUERY_VALUES = /([?&](?:token|refresh|code|state|id_token|access_token|password)=)[^&#]*/gi;
const SECRET_PATH_SEGMENTS = /(\/password-reset-confirm\/[^/?#]+\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_VALUES, '$1[redacted]').replace(SECRET_PATH_SEGMENTS, '$1[redacted]');
}

type RawRequest = IncomingMessage & { originalUrl?: string };

const urlOf = (request: RawRequest) => redactUrl(request.originalUrl ?? request.url ?? '');

/**
 * Structured logs: one line per request plus the application's messages, JSON in production and a
 * concise line per entry elsewhere. Credentials are redacted.
 */
export function loggerParams(app: AppConfig): Params {
  const options = {
    level: app.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    customLogLevel: (_request: RawRequest, response: ServerResponse, error?: Error): Level =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (request: RawRequest, response: ServerResponse, responseTime: number) =>
      `${request.method} ${urlOf(request)} ${response.statusCode} ${Math.round(responseTime)}ms`,
    customErrorMessage: (request: RawRequest, response: ServerResponse, error: Error) =>
      `${request.method} ${urlOf(request)} ${response.statusCode} failed: ${error.message}`,
    serializers: {
      // The query is in the URL already, where its secrets are redacted.
      req: ({ query: _query, ...request }: { url?: string; query?: unknown }) => ({
        ...request,
        url: redactUrl(request.url ?? ''),
      }),
    },
  };
  return {
    pinoHttp: app.isProduction ? options : [options, conciseStream],
    // Every route, in the path syntax of Nest 11 (the library's default '*' draws a warning).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  };
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One readable line per entry (plus the stack of an error), for development and tests. */
const conciseStream: DestinationStream = {
  write: (line: string) => process.stdout.write(formatConcise(line)),
};

function formatConcise(line: string): string {
  let entry: { time?: number; level?: number; context?: string; msg?: string; err?: { stack?: string; message?: string } };
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 23);
  const level = (LEVEL_NAMES[entry.level ?? 30] ?? String(entry.level)).padEnd(5);
  const context = entry.context ? `[${entry.context}] ` : '';
  const error = entry.err ? `\n${entry.err.stack ?? entry.err.message}` : '';
  return `${time} ${level} ${context}${entry.msg ?? ''}${error}\n`;
}
