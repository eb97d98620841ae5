import type { ConfigType } from '@nestjs/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { appConfig } from '../config';
import { closeConnectionsWhileDraining, Drain } from '../health/drain';
import { observeRequestDurations } from '../metrics/http-metrics';
import { createApiDocument } from './api-document';
import { HttpErrorFilter } from './http-error.filter';
import {
  acceptJsonBodiesOnly,
  echoRequestId,
  refuseHostileQueries,
  refuseLongUrls,
} from './http-options';
import { addSecurityHeaders, forbidCachingByDefault } from './security-headers';

export const GLOBAL_PREFIX = 'api';
/** The Swagger UI; its document is at `${DOCS_PATH}-json`. Served only when `API_DOCS` is on. */
export const DOCS_PATH = `/${GLOBAL_PREFIX}/docs`;

/** The methods browsers on the web origin may use. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Everything about the application beyond its modules: used by main.ts and by the tests alike,
 * so that both serve the same API. Call it before `listen`/`init`.
 */
export function configureApp(app: NestFastifyApplication): void {
  app.useLogger(app.get(Logger));
  const { webOrigin, apiDocs } = app.get<ConfigType<typeof appConfig>>(appConfig.KEY);

  const fastify = app.getHttpAdapter().getInstance();
  echoRequestId(fastify);
  // Before any refusal, so that refusals carry the headers too.
  addSecurityHeaders(fastify, apiDocs ? DOCS_PATH : null);
  forbidCachingByDefault(fastify);
  refuseLongUrls(fastify);
  acceptJsonBodiesOnly(fastify);
  refuseHostileQueries(fastify);
  observeRequestDurations(fastify);
  closeConnectionsWhileDraining(fastify, app.get(Drain));

  app.setGlobalPrefix(GLOBAL_PREFIX);
  // The methods are listed: the CORS plugin's default lets a browser send only GET, HEAD and POST,
  // and the admin console deletes (DELETE) and re-opens (PATCH) from the web origin.
  app.enableCors({ origin: webOrigin, credentials: true, methods: CORS_METHODS });
  // No global pipe: input is validated where it enters, by the Body, Query and Param of validation.ts.
  app.useGlobalFilters(new HttpErrorFilter(app.getHttpAdapter()));
  if (apiDocs) serveApiDocs(app);
}

/** The OpenAPI UI at /api/docs and the document at /api/docs-json. */
function serveApiDocs(app: NestFastifyApplication): void {
  const document = createApiDocument(app);
  // Served at /api/docs (UI) and /api/docs-json.
  SwaggerModule.setup('docs', app, document, { useGlobalPrefix: true });
}
