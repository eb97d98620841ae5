import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  INTERNAL_ERROR,
  REQUEST_HEADERS_TOO_LARGE,
  REQUEST_MALFORMED,
  REQUEST_TIMED_OUT,
  REQUEST_URL_MALFORMED,
  REQUEST_URL_TOO_LONG,
} from '@profileproof/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_SECURITY_HEADERS } from './security-headers';

/**
 * Headers of answers sent before any hook runs (see below), which the hooks that add them to
 * every other answer never see.
 */
const BARE_ANSWER_HEADERS = {
  ...API_SECURITY_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route, hook or Nest filter
 * runs — a path segment longer than `maxParamLength` (414) or a malformed percent-encoding (400).
 * Answered `{detail}`, like every other error.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : (error.statusCode ?? 400);
  const detail = tooLong
    ? REQUEST_URL_TOO_LONG
    : status < 500
      ? REQUEST_URL_MALFORMED
      : INTERNAL_ERROR;
  reply
    .code(status)
    .headers({ ...BARE_ANSWER_HEADERS, 'x-request-id': request.id })
    .send(JSON.stringify({ detail }));
}

/** Node's parser errors, by code: what the client did wrong. */
const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: REQUEST_HEADERS_TOO_LARGE },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: REQUEST_TIMED_OUT },
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read (headers over 16 KB, a
 * malformed request line, a timeout) never reaches Fastify, so the answer is written on the socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    detail: REQUEST_MALFORMED,
  };
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    const headers = Object.entries({
      ...BARE_ANSWER_HEADERS,
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
  }
  socket.destroy(error);
}
