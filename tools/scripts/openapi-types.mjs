#!/usr/bin/env node
// The front ends' types from an OpenAPI document: reads the document (JSON) on stdin, writes the
// TypeScript of openapi-typescript on stdout. Used by apps/api/test/openapi-contract.spec.ts, in a
// process of its own: openapi-typescript and its dependencies are ES modules, which jest's
// sandbox cannot load. See `npm run openapi` (tools/scripts/openapi.mjs).
import { text } from 'node:stream/consumers';
import openapiTS, { astToString } from 'openapi-typescript';

const document = JSON.parse(await text(process.stdin));
const ast = await openapiTS(document, { alphabetize: true, silent: true });
process.stdout.write(astToString(ast));
