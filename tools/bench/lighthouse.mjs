// `npm run lighthouse`: Lighthouse (default mobile profile: simulated slow 4G, 4x CPU slowdown)
// on /, /login and /pricing of the built product, served the way production serves it
// (precompressed files, the cache headers of docker/nginx: tools/scripts/static-server.mjs),
// and the four category scores of each page. Build first (`npx nx run-many -t build`), or pass
// --build. Not part of `npm test`: the scores move a little from run to run.
//   --json <file>   also write the scores (and the main metrics) to a file
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FRONTENDS, workspaceRoot } from '../scripts/stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBenchStack } from './first-visit.mjs';

const PAGES = ['/', '/login', '/pricing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

if (process.argv.includes('--build')) {
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
// --headless is given by chrome-launcher's own flag list; the rest are the repo's Chromium flags.
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'silent',
});
const results = [];
try {
  for (const page of PAGES) {
    const url = `${bench.stack.shellUrl}${page}`;
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
    });
    if (lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    results.push({
      page,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
      ),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([id, label]) => [label, lhr.audits[id].displayValue]),
      ),
    });
  }
} finally {
  await chrome.kill();
  await bench.stop();
}

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `\n${pad('page', 10)}${CATEGORIES.map((id) => pad(id, 16)).join('')}${Object.values(METRICS)
    .map((label) => pad(label, 9))
    .join('')}`,
);
for (const { page, scores, metrics } of results) {
  console.log(
    `${pad(page, 10)}${CATEGORIES.map((id) => pad(scores[id], 16)).join('')}${Object.values(metrics)
      .map((value) => pad(value, 9))
      .join('')}`,
  );
}

const jsonAt = process.argv.indexOf('--json');
if (jsonAt !== -1 && process.argv[jsonAt + 1])
  writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify(results, null, 2)}\n`);
