// The benchmarks' smoke test (`api/bench.smoke.spec.ts`): the harness on tiny data, in `npm test`.
// It starts the API from its sources, as the API's own tests do, hence the same transforms.
const api = require('../../apps/api/jest.config.js');

module.exports = {
  displayName: 'bench',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: api.transform,
  moduleNameMapper: api.moduleNameMapper,
  moduleFileExtensions: api.moduleFileExtensions,
  testMatch: api.testMatch,
  transformIgnorePatterns: api.transformIgnorePatterns,
};
