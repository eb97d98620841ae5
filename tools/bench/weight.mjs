// `npm run bench:weight`: what a first visit of each route downloads, file by file (gzip -6 of
// every script and stylesheet Chromium fetched), and the JavaScript totals against the budgets.
//   --no-build          measure dist/ as it is (default: build the five apps first, Nx cache)
//   --save-reference    record these weights in tools/bench/first-visit-reference.json, the
//                       figures tools/scripts/check-budgets.mjs shows growth against
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { FRONTENDS, workspaceRoot } from '../scripts/stack.mjs';
import {
  formatRouteTable,
  formatTotals,
  measureRoutes,
  readReference,
  REFERENCE_FILE,
  startBenchStack,
  toReference,
} from './first-visit.mjs';

if (!process.argv.includes('--no-build')) {
  execSync(
    `npx nx run-many -t build -p api ${Object.keys(FRONTENDS).join(' ')} --parallel=1 --outputStyle=static`,
    {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
}

const bench = await startBenchStack();
let results;
try {
  results = await measureRoutes(bench);
} finally {
  await bench.stop();
}

const reference = readReference();
for (const result of results) {
  console.log(`\n${result.path}  (first visit, gzip -6)`);
  console.log(formatRouteTable(result, reference[result.path]));
}
console.log(`\n${formatTotals(results)}`);

if (process.argv.includes('--save-reference')) {
  writeFileSync(REFERENCE_FILE, `${JSON.stringify(toReference(results), null, 2)}\n`);
  console.log(`\nReference saved to ${REFERENCE_FILE}.`);
}
