#!/usr/bin/env node
// `npm run openapi`: writes the HTTP contract from the API's DTOs, without a database or the
// network: the OpenAPI document to libs/contracts/openapi.json (keys sorted) and the front ends'
// types, generated from it by openapi-typescript, to libs/contracts/src/generated/openapi.ts.
// Commit both. apps/api/test/openapi-contract.spec.ts (part of `npm test`) fails when they drift;
// this runs that test in its writing mode (jest compiles the API's decorators as its tests do).
import { spawnSync } from 'node:child_process';
import { workspaceRoot } from './stack.mjs';

const run = spawnSync(
  'npx',
  [
    'jest',
    '-c',
    'apps/api/jest.config.js',
    'apps/api/test/openapi-contract.spec.ts',
    '--coverage=false',
  ],
  {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, OPENAPI_WRITE: '1' },
    shell: process.platform === 'win32',
  },
);
if (run.error) throw run.error;
process.exit(run.status ?? 1);
