import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { HOST } from '@profileproof/remotes';
import { E2E_PORTS } from './src/support/ports';

const workspaceRoot = path.resolve(__dirname, '../..');

// Debian's Chromium (installed by .ci/run); Playwright cannot download its own browser here.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './src',
  // One product stack (API + four front ends) per worker; tests share it, one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: path.join(workspaceRoot, 'tmp/e2e/output'),
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'tmp/e2e/results.json') }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS[HOST.project]}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
});
