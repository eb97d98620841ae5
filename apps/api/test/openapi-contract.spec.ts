import { readFileSync, writeFileSync } from 'node:fs';
import { CONTRACT_FILES, REGENERATE_COMMAND, renderContract } from './support/openapi-contract';

// One source for the HTTP contract: the API's DTOs produce the OpenAPI document, the front ends'
// types are generated from it into libs/contracts. Both are committed (reviews see them); this
// test fails when they no longer match the API. `npm run openapi` rewrites them (OPENAPI_WRITE=1).
describe('the HTTP contract (libs/contracts/openapi.json and src/generated/openapi.ts)', () => {
  it('matches the API’s controllers and DTOs', async () => {
    const rendered = await renderContract();
    for (const key of ['document', 'types'] as const) {
      const file = CONTRACT_FILES[key];
      if (process.env['OPENAPI_WRITE'] === '1') {
        writeFileSync(file, rendered[key]);
        continue;
      }
      let committed = '';
      try {
        committed = readFileSync(file, 'utf8');
      } catch {
        // Missing: reported below as a difference.
      }
      if (committed !== rendered[key])
        throw new Error(
          `${file} differs from what the API's DTOs produce: run \`${REGENERATE_COMMAND}\` and commit it.`,
        );
    }
  });
});
