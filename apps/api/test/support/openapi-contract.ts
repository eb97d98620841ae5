import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app/app.module';
import { createApiDocument } from '../../src/app/api-document';
import { GLOBAL_PREFIX } from '../../src/app/configure-app';
import { createHttpAdapter } from '../../src/app/http-options';

const workspaceRoot = path.join(__dirname, '../../../..');
/** The committed OpenAPI document and the types generated from it. */
export const CONTRACT_FILES = {
  document: path.join(workspaceRoot, 'libs/contracts/openapi.json'),
  types: path.join(workspaceRoot, 'libs/contracts/src/generated/openapi.ts'),
};
const TYPES_SCRIPT = path.join(workspaceRoot, 'tools/scripts/openapi-types.mjs');
export const REGENERATE_COMMAND = 'npm run openapi';

/** Keys in order at every level, so that the document reads the same whatever the modules' order. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The API's OpenAPI document, as /api/docs-json serves it, without a database or the network: the
 * AppModule in Nest's preview mode (its providers are not instantiated, so nothing connects).
 */
export async function buildApiDocument(): Promise<Record<string, unknown>> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    createHttpAdapter({ trustProxy: false }),
    { preview: true, logger: false, abortOnError: false },
  );
  try {
    app.setGlobalPrefix(GLOBAL_PREFIX);
    return sortKeys(createApiDocument(app)) as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

const HEADER = `/**
 * Generated from libs/contracts/openapi.json, the API's OpenAPI document: do not edit.
 * The API's DTOs are the source. Regenerate with \`${REGENERATE_COMMAND}\` and commit both files;
 * a test (apps/api/test/openapi-contract.spec.ts) fails when they differ from the API.
 */
`;

/** The two committed files' contents: the document (stable-sorted JSON) and its TypeScript types. */
export async function renderContract(): Promise<{ document: string; types: string }> {
  const document = await buildApiDocument();
  const json = JSON.stringify(document, null, 2);
  const generator = spawnSync(process.execPath, [TYPES_SCRIPT], {
    input: json,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (generator.status !== 0)
    throw new Error(`openapi-typescript failed: ${generator.stderr || generator.error?.message}`);
  return {
    document: `${json}\n`,
    types: HEADER + generator.stdout,
  };
}
