// The front-end byte budgets, checked on the build output (a step of `npm test`, after the build).
// Chromium opens each route of the built product in a fresh profile (tools/bench/first-visit.mjs:
// which files a first visit fetches); each of those files is then weighed from dist/ (gzip -6),
// so the figures depend on the build only. A route whose JavaScript is over its budget fails,
// with its files listed against tools/bench/first-visit-reference.json: what grew.
//   --results <file>   write {"passed": n, "failed": n} (one check per route) for tools/scripts/test.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  formatRouteTable,
  formatTotals,
  kb,
  measureRoutes,
  readReference,
  startBenchStack,
  totalOf,
} from '../bench/first-visit.mjs';

const bench = await startBenchStack();
let results;
try {
  results = await measureRoutes(bench);
} finally {
  await bench.stop();
}

console.log("JavaScript a first visit downloads, gzip -6, against each route's budget:\n");
console.log(formatTotals(results));

const over = results.filter((result) => kb(totalOf(result.files, 'js')) > result.budgetKb);
const reference = readReference();
for (const result of over) {
  console.log(
    `\n${result.path} is over its ${result.budgetKb} KB budget. Its files, against the reference (tools/bench/first-visit-reference.json):`,
  );
  console.log(formatRouteTable(result, reference[result.path]));
}
if (over.length) {
  console.log(
    '\nShrink what grew, or, if the growth is wanted, say so by moving the budget in tools/bench/first-visit.mjs.',
  );
}

const resultsAt = process.argv.indexOf('--results');
if (resultsAt !== -1 && process.argv[resultsAt + 1]) {
  const file = path.resolve(process.argv[resultsAt + 1]);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ passed: results.length - over.length, failed: over.length }),
  );
}
process.exit(over.length ? 1 : 0);
