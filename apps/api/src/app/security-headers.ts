import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by @fastify/helmet: this route's own options, over the global ones. */
    helmet?: Omit<FastifyHelmetOptions, 'global'>;
  }
}

/** The API answers JSON only: it loads nothing, and no page may frame it. */
export const API_CSP = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };
/** `API_CSP` as helmet writes it, for answers sent before helmet's hook runs. */
export const API_CSP_HEADER = "default-src 'none';frame-ancestors 'none'";

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
 * Helmet's headers on every answer (nosniff, HSTS, no framing, no referrer, …), with `API_CSP`;
 * routes under `docsPath` (the Swagger UI and its files, when served) get `DOCS_CSP` instead. Call
 * before the docs routes are registered: their policy is set as each route is added.
 */
export function addSecurityHeaders(fastify: FastifyInstance, docsPath: string | null): void {
  if (docsPath) {
    // Set as route config, which the plugin reads per request: Swagger's routes may be added
    // before the plugin itself has loaded.
    fastify.addHook('onRoute', (route) => {
      if (route.url === docsPath || route.url.startsWith(`${docsPath}/`)) {
        route.config = { ...route.config, helmet: { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP } } };
      }
    });
  }
  fastify.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP },
    frameguard: { action: 'deny' },
    // The Google sign-in popup opens /api/auth/google/start and comes back through the API's
    // callback: with `Cross-Origin-Opener-Policy: same-origin` on those pages the popup would lose
    // `window.opener` and could never hand the id_token to the page that opened it.
    crossOriginOpenerPolicy: false,
  });
}

/**
 * `Cache-Control: no-store` on every answer whose route does not set its own: answers carry
 * tokens, accounts and submissions, which no browser or proxy cache should keep. (The Swagger UI's
 * static files set their own.)
 */
export function forbidCachingByDefault(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
