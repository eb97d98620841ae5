// What a first visit of each route downloads: the product is started from its build output
// (tools/scripts/stack.mjs, embedded database, free ports), Chromium opens each route in a fresh
// profile, and every script and stylesheet it fetched is weighed as gzip -6 of the built file.
// Used by `npm run bench:weight` (prints the tables) and tools/scripts/check-budgets.mjs (fails
// `npm test` when a route is over its budget).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { distDir, FRONTENDS, startStack } from '../scripts/stack.mjs';

/** The first-visit budgets: kilobytes (1 KB = 1024 bytes) of gzipped JavaScript on a first visit. */
export const ROUTES = [
  {
    path: '/',
    budgetKb: 110,
    heading: 'Know exactly how your profile reads to recruiters and buyers.',
  },
  {
    path: '/pricing',
    budgetKb: 110,
    heading: 'Expert profile reviews, priced by how often you need them',
  },
  { path: '/login', budgetKb: 140, heading: 'Log in' },
  { path: '/signup', budgetKb: 140, heading: 'Create your account' },
  { path: '/inputMain', budgetKb: 170, heading: 'Profile analysis', signedIn: true },
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The committed record of the last accepted weights, per route and file (see `--save-reference`). */
export const REFERENCE_FILE = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'first-visit-reference.json',
);

export const kb = (bytes) => bytes / 1024;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `main.1a2b3c4d.js` -> `main.js`: the name a file keeps from one build to the next. */
export function stableName(file) {
  return file.replace(/\.[0-9a-f]{8}(?=\.(?:js|css)$)/, '');
}

/**
 * Starts the built product (API on the embedded database, four static servers) on free ports,
 * with one administrator to sign in as.
 * @returns {Promise<{ stack: Awaited<ReturnType<typeof startStack>>, ports: Record<string, number>, admin: { email: string, password: string }, stop(): Promise<void> }>}
 */
export async function startBenchStack() {
  const admin = {
    email: 'bench-admin@profileproof.example.com',
    password: `Bench-${randomBytes(12).toString('base64url')}-9`,
  };
  // A port found free can be taken by another process before the stack listens on it: try again.
  for (let attempt = 1; ; attempt += 1) {
    const ports = { api: await freePort() };
    for (const project of Object.keys(FRONTENDS)) ports[project] = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-bench-'));
    try {
      const stack = await startStack({
        ports,
        quietApi: true,
        apiEnv: {
          DATA_DIR: dataDir,
          DATABASE_URL: undefined,
          LOG_LEVEL: 'warn',
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
        },
      });
      return benchStack(stack, ports, admin, dataDir);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      if (attempt === 3) throw error;
    }
  }
}

function benchStack(stack, ports, admin, dataDir) {
  return {
    stack,
    ports,
    admin,
    async stop() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function apiLogin(apiBaseUrl, credentials) {
  const response = await fetch(`${apiBaseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`The bench administrator could not log in: HTTP ${response.status}`);
  return response.json();
}

/** The built file a URL of the stack names, as `{ project, file }`; null for anything else. */
function builtFileOf(url, ports) {
  const { port, pathname } = new URL(url);
  const project = Object.keys(FRONTENDS).find((name) => ports[name] === Number(port));
  if (!project) return null;
  const file = pathname.replace(/^\/+/, '');
  return existsSync(path.join(distDir(project), file)) ? { project, file } : null;
}

/**
 * Opens each route in a fresh browser profile and lists the scripts and stylesheets it fetched.
 * @returns {Promise<{ path: string, budgetKb: number, files: { name: string, stable: string, type: 'js'|'css', gzBytes: number }[] }[]>}
 */
export async function measureRoutes({ stack, ports, admin }, routes = ROUTES) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const auth = routes.some((route) => route.signedIn)
    ? await apiLogin(stack.apiBaseUrl, admin)
    : null;
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      if (route.signedIn) {
        await context.addInitScript((session) => {
          localStorage.setItem('token', session.access);
          localStorage.setItem('refreshToken', session.refresh);
          localStorage.setItem('userRole', session.role);
          localStorage.setItem('userEmail', session.email);
        }, auth);
      }
      const page = await context.newPage();
      const fetched = new Map();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const built = builtFileOf(response.url(), ports);
        if (built)
          fetched.set(`${built.project}/${built.file}`, {
            ...built,
            type: type === 'script' ? 'js' : 'css',
          });
      });
      await page.goto(`${stack.shellUrl}${route.path}`, { waitUntil: 'load' });
      await page
        .getByRole('heading', { level: 1, name: route.heading })
        .waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await context.close();
      const files = [];
      for (const [name, { project, file, type }] of [...fetched].sort(([a], [b]) =>
        a.localeCompare(b),
      )) {
        const content = await readFile(path.join(distDir(project), file));
        files.push({
          name,
          stable: stableName(name),
          type,
          gzBytes: gzipSync(content, { level: 6 }).length,
        });
      }
      results.push({ path: route.path, budgetKb: route.budgetKb, files });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const totalOf = (files, type) =>
  files.filter((file) => file.type === type).reduce((sum, file) => sum + file.gzBytes, 0);

export function readReference() {
  return existsSync(REFERENCE_FILE) ? JSON.parse(readFileSync(REFERENCE_FILE, 'utf8')) : {};
}

/** Per route, per stable file name: gzipped bytes. What check-budgets compares a new build with. */
export function toReference(results) {
  return Object.fromEntries(
    results.map(({ path: route, files }) => [
      route,
      Object.fromEntries(files.map((file) => [file.stable, file.gzBytes])),
    ]),
  );
}

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
const fmt = (bytes) => kb(bytes).toFixed(1);

/** One route's files, biggest first, with the difference to the reference when there is one. */
export function formatRouteTable(result, reference = {}) {
  const width = Math.max(40, ...result.files.map((file) => file.name.length + 2));
  const lines = [
    `${pad('file', width)}${padStart('KB gz', 9)}${padStart('ref', 9)}${padStart('Δ', 9)}`,
  ];
  const rows = [...result.files].sort((a, b) => b.gzBytes - a.gzBytes);
  for (const file of rows) {
    const before = reference[file.stable];
    const delta =
      before === undefined
        ? 'new'
        : (kb(file.gzBytes - before) >= 0 ? '+' : '') + fmt(file.gzBytes - before);
    lines.push(
      `${pad(file.name, width)}${padStart(fmt(file.gzBytes), 9)}${padStart(before === undefined ? '-' : fmt(before), 9)}${padStart(delta, 9)}`,
    );
  }
  const current = new Set(result.files.map((file) => file.stable));
  for (const [stable, before] of Object.entries(reference)) {
    if (!current.has(stable))
      lines.push(
        `${pad(`${stable} (gone)`, width)}${padStart('-', 9)}${padStart(fmt(before), 9)}${padStart(`-${fmt(before)}`, 9)}`,
      );
  }
  return lines.join('\n');
}

/** One line per route: JavaScript and CSS totals against the JavaScript budget. */
export function formatTotals(results) {
  const lines = [
    `${pad('route', 14)}${padStart('JS KB gz', 10)}${padStart('budget', 9)}${padStart('CSS KB gz', 11)}  verdict`,
  ];
  for (const result of results) {
    const js = totalOf(result.files, 'js');
    const verdict =
      kb(js) <= result.budgetKb ? 'ok' : `OVER by ${(kb(js) - result.budgetKb).toFixed(1)}`;
    lines.push(
      `${pad(result.path, 14)}${padStart(fmt(js), 10)}${padStart(result.budgetKb, 9)}${padStart(fmt(totalOf(result.files, 'css')), 11)}  ${verdict}`,
    );
  }
  return lines.join('\n');
}
