import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The API answers JSON only: it loads nothing, and no page may frame it. */
export const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * The Swagger UI page loads its own scripts, styles (some inline) and data: icons, and calls the
 * API it documents; nothing from elsewhere.
 */
export const DOCS_CSP = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The API's answers are JSON (and redirects): the headers that protect a JSON answer are OWASP's
 * REST Security Cheat Sheet's (CSP with `frame-ancestors 'none'`, `X-Frame-Options`, `nosniff`,
 * HSTS; `Cache-Control` is set by `forbidCachingByDefault`), plus `Referrer-Policy` (the redirects
 * of the Google sign-in) and `Cross-Origin-Resource-Policy` (no other site may load an answer as a
 * resource). The others of helmet's defaults act only on a page a browser renders — DNS prefetching
 * of its links, IE 8's "open" button, Flash and PDF cross-domain policies, the retired XSS auditor,
 * origin-keyed agent clusters — and cost every answer about 0.7 µs each of header handling in the
 * API benchmark. The Swagger UI, a page, keeps all of them (`DOCS_HELMET_OPTIONS`).
 */
const API_HELMET_OPTIONS: HelmetOptions = {
  ...helmetOptions(API_CSP),
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  originAgentCluster: false,
};

/** The Swagger UI's pages: all of helmet's defaults, with `DOCS_CSP`. */
const DOCS_HELMET_OPTIONS = helmetOptions(DOCS_CSP);

/** Helmet's defaults with `directives` as the whole CSP, no framing at all, and no COOP. */
function helmetOptions(directives: typeof API_CSP | typeof DOCS_CSP) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' as const },
    // The Google sign-in popup opens /api/auth/google/start and comes back through the API's
    // callback: with `Cross-Origin-Opener-Policy: same-origin` on those pages the popup would lose
    // `window.opener` and could never hand the id_token to the page that opened it.
    crossOriginOpenerPolicy: false as const,
  };
}

/**
 * The headers helmet sets with `options`. Read once: without CSP nonces they are the same on every
 * answer, and building helmet's middleware per request (as @fastify/helmet does) cost a visible
 * share of a small request's CPU in the API benchmark (CHANGELOG.md, "Benchmark findings: the API
 * at the framework floor").
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.freeze(headers);
}

/** The headers of every API answer (nosniff, HSTS, no framing, no referrer, …), with `API_CSP`. */
export const API_SECURITY_HEADERS = helmetHeaders(API_HELMET_OPTIONS);

/**
 * `API_SECURITY_HEADERS` on every answer; routes under `docsPath` (the Swagger UI and its files,
 * when served) get all of helmet's headers, with `DOCS_CSP`, instead. Call before the docs routes
 * are registered: each is given its headers as it is added, by a hook of its own that runs after
 * the global one and replaces every header the global one set, so that no request looks its
 * route's options up (Fastify builds them afresh at each `request.routeOptions`). Hooks without a
 * promise.
 */
export function addSecurityHeaders(fastify: FastifyInstance, docsPath: string | null): void {
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
  if (!docsPath) return;
  const docsHeaders = helmetHeaders(DOCS_HELMET_OPTIONS);
  const apiOnly = Object.keys(API_SECURITY_HEADERS).filter((name) => !(name in docsHeaders));
  if (apiOnly.length)
    throw new Error(`The docs' headers must replace every API header: ${apiOnly.join(', ')}`);
  const sendDocsHeaders: onRequestHookHandler = (_request, reply, done) => {
    reply.headers(docsHeaders);
    done();
  };
  fastify.addHook('onRoute', (route) => {
    if (route.url !== docsPath && !route.url.startsWith(`${docsPath}/`)) return;
    const own = route.onRequest ?? [];
    const hooks = Array.isArray(own) ? own : [own];
    // Fastify calls onRoute again for the HEAD route it adds to a GET, with the same options.
    if (!hooks.includes(sendDocsHeaders)) route.onRequest = [...hooks, sendDocsHeaders];
  });
}

/**
 * `Cache-Control: no-store` on every answer whose route does not set its own: answers carry
 * tokens, accounts and submissions, which no browser or proxy cache should keep. (The Swagger UI's
 * static files set their own.)
 */
export function forbidCachingByDefault(fastify: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
