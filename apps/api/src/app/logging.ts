import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { DestinationStream, Level } from 'pino';
import type { AppConfig } from '../config';

/** Fields that hold credentials, wherever they appear in a log entry (up to two levels deep). */
const SECRET_FIELDS = [
  'password',
  'password2',
  'token',
  'refresh',
  'access',
  'credential',
  'id_token',
];

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Tokens travel in some URLs too (a password-reset link, an OAuth return, an event stream's ticket). */
const SECRET_QUERY_VALUES =
  /([?&](?:token|refresh|code|state|id_token|access_token|password|ticket)=)[^&#]*/gi;
const SECRET_PATH_SEGMENTS = /(\/password-reset-confirm\/[^/?#]+\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY_VALUES, '$1[redacted]')
    .replace(SECRET_PATH_SEGMENTS, '$1[redacted]');
}

/** An at sign, as is or percent-encoded (as in a query string). */
const AT_SIGN = /@|%40/g;
const LOCAL_PART_CHAR = /[\w.+-]/;
/** What follows the at sign of an address: labels with dots, the last one of letters. */
const DOMAIN = /^[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}(?![a-z\d-])/i;

/**
 * Every e-mail address in `text` with its local part hidden but the first character:
 * `jane@example.com` -> `j***@example.com` (so is `jane%40example.com`). A log still tells
 * accounts apart roughly, without handing out the addresses. Linear in the length of `text`: each
 * local part is walked back over once, and stops at the previous at sign.
 */
export function maskEmails(text: string): string {
  let masked = '';
  let copied = 0;
  for (const match of text.matchAll(AT_SIGN)) {
    const at = match.index;
    let start = at;
    while (start > copied && LOCAL_PART_CHAR.test(text[start - 1])) start -= 1;
    if (start === at || !DOMAIN.test(text.slice(at + match[0].length, at + match[0].length + 256)))
      continue;
    masked += `${text.slice(copied, start + 1)}***`;
    copied = at;
  }
  return copied === 0 ? text : masked + text.slice(copied);
}

type RawRequest = IncomingMessage & { originalUrl?: string };

const urlOf = (request: RawRequest) => redactUrl(request.originalUrl ?? request.url ?? '');

/**
 * The load balancer's and orchestrator's probes, every few seconds on every instance: a
 * successful one is logged at debug level, not to bury the requests that matter. A failing one
 * (503) is logged as any other.
 */
const PROBE_PATHS = new Set(['/api/health/live', '/api/health/ready']);
const isProbe = (request: RawRequest) =>
  PROBE_PATHS.has((request.url ?? '').replace(/[?#].*$/, '').replace(/(?<!\/)\/+$/, ''));

/**
 * Structured logs: one line per request plus the application's messages, JSON in production and a
 * concise line per entry elsewhere. Credentials are redacted; e-mail addresses are masked in every
 * line written, whichever message, URL or error carries them.
 */
export function loggerParams(app: AppConfig): Params {
  const options = {
    level: app.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    customLogLevel: (request: RawRequest, response: ServerResponse, error?: Error): Level =>
      error || response.statusCode >= 500
        ? 'error'
        : response.statusCode >= 400
          ? 'warn'
          : isProbe(request)
            ? 'debug'
            : 'info',
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
    pinoHttp: [options, app.isProduction ? jsonStream : conciseStream],
    // Every route, in the path syntax of Nest 11 (the library's default '*' draws a warning). With
    // LOG_LEVEL=silent, none: the request logger would still build each request's child logger
    // (its bindings serialised and redacted) and run the request in an AsyncLocalStorage context,
    // a visible share of a small request's CPU in the API benchmark, for lines never written.
    forRoutes: app.logLevel === 'silent' ? [] : [{ path: '{*path}', method: RequestMethod.ALL }],
  };
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** One JSON line per entry, for production. */
const jsonStream: DestinationStream = {
  write: (line: string) => process.stdout.write(maskEmails(line)),
};

/** One readable line per entry (plus the stack of an error), for development and tests. */
const conciseStream: DestinationStream = {
  write: (line: string) => process.stdout.write(maskEmails(formatConcise(line))),
};

function formatConcise(line: string): string {
  let entry: {
    time?: number;
    level?: number;
    context?: string;
    msg?: string;
    err?: { stack?: string; message?: string };
  };
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
