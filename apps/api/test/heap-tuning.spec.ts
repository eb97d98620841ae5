import { spawnSync } from 'node:child_process';
import { API_V8_FLAGS } from '../src/app/heap-tuning';

/**
 * A process that first keeps many objects of one literal alive (as the API's start-up keeps query
 * results), then makes short-lived objects of the same literal (as every request does), and prints
 * how many full collections the second phase needed: none when those objects die young, some
 * when V8 has decided to allocate them straight in the old generation (pretenuring).
 * `flags` are set the way heap-tuning.ts sets them: with v8.setFlagsFromString, first thing.
 */
const WORKLOAD = `
const v8 = require('node:v8');
const { PerformanceObserver, constants } = require('node:perf_hooks');
for (const flag of JSON.parse(process.argv[1])) v8.setFlagsFromString(flag);
function row(i) { return [i, 'row', null]; }
let sink;
const kept = [];
for (let round = 0; round < 400; round += 1) {
  for (let i = 0; i < 2000; i += 1) kept.push(row(i));
  for (let j = 0; j < 20000; j += 1) sink = new Array(16);
}
kept.length = 0;
let full = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.detail.kind !== constants.NODE_PERFORMANCE_GC_MINOR) full += 1;
}).observe({ entryTypes: ['gc'] });
for (let round = 0; round < 6000; round += 1) {
  const batch = [];
  for (let i = 0; i < 2000; i += 1) batch.push(row(i));
  sink = batch;
}
setTimeout(() => process.stdout.write(String(full)), 200);
`;

function fullCollections(flags: readonly string[]): number {
  const run = spawnSync(process.execPath, ['-e', WORKLOAD, JSON.stringify(flags)], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  // V8 reports a flag it does not know on standard error, and carries on without it.
  expect(run.stderr).not.toMatch(/unrecognized flag/i);
  expect(run.status).toBe(0);
  return Number(run.stdout);
}

describe("the API's V8 heap flags", () => {
  it('keep short-lived request objects young after start-up made their literal look long-lived', () => {
    // Without the flags V8 pretenures the literal and the short-lived objects fill the old
    // generation: the control shows that this Node does, so the check below means something.
    expect(fullCollections([])).toBeGreaterThan(0);
    expect(fullCollections(API_V8_FLAGS)).toBe(0);
  });
});
