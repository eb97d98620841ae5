import { test as base } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createVerifiedUser, type Credentials } from './accounts';
import { createAdminAccount, SECOND_ADMIN } from './admins';
import { createThrowawayDatabase } from './database';
import {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  startMockGoogle,
  type MockGoogle,
} from './google-issuer';
import { BILLING_API_PATHS } from '@profileproof/contracts/billing';
import { startFakeStripe, type FakeStripe } from '../../../../tools/fake-providers/src';
import { startMailbox, type Mailbox } from './mailbox';
import { E2E_PORTS } from './ports';

/** A front end's Nx project: the shell or a remote of the table of remotes (libs/remotes). */
type FrontendProject = string;

export interface ProductStack {
  apiBaseUrl: string;
  /**
   * The API's database when the run has one on a PostgreSQL server (DATABASE_URL set: CI does),
   * for tests that must place rows at given instants; null on the embedded database (inside the API).
   */
  databaseUrl?: string | null;
  shellUrl: string;
  /** Each remote's origin, by container name. */
  remoteUrls: Record<string, string>;
  stopFrontend(project: FrontendProject): Promise<void>;
  /** Stops the API process (a restart, a deploy), the front ends staying up. */
  stopApi(): Promise<void>;
  /** Starts the API again on the same port, database and data; resolves once it is healthy. */
  startApi(): Promise<void>;
  /**
   * (Re)starts a front end's server, from its build or `root`; the shell's with `deployRoot`: then it
   * serves that deploy folder's manifest and /remotes/ (tools/scripts/deploy-remote.mjs).
   */
  startFrontend(
    project: FrontendProject,
    root?: string,
    options?: { deployRoot?: string },
  ): Promise<void>;
}

interface StackModule {
  startStack(options: {
    ports: typeof E2E_PORTS;
    apiEnv?: Record<string, string | undefined>;
    quietApi?: boolean;
  }): Promise<ProductStack & { stop(): Promise<void> }>;
  distDir(project: string): string;
  workspaceRoot: string;
}

export async function loadStackModule(): Promise<StackModule> {
  return (await import('../../../../tools/scripts/stack.mjs')) as unknown as StackModule;
}

/** The keys of the fake Stripe the stack's billing talks to (tools/fake-providers). */
export const E2E_STRIPE = {
  secretKey: 'sk_test_e2e',
  webhookSecret: 'whsec_e2e',
} as const;

/** The administrator the API ensures at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const TEST_ADMIN = {
  email: 'admin@profileproof-e2e.example.com',
  password: 'e2e-Console-Passw0rd!',
} as const;

interface WorkerFixtures {
  /** Mail the API sends, caught by an SMTP server in this process. */
  mailbox: Mailbox;
  /** The local OpenID Connect issuer the API uses as "Google". */
  google: MockGoogle;
  /** The payment provider: a fake Stripe (its pay page, signed webhooks to the stack's API). */
  stripe: FakeStripe;
  /** The real product: built API on a real database, and the four built front ends, served the way `npm start` serves them. */
  stack: ProductStack;
  /** A verified user (signed up and verified through the API and the mailbox), made on first use. */
  testUser: Credentials;
}

export const test = base.extend<object, WorkerFixtures>({
  mailbox: [
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.stop();
    },
    { scope: 'worker' },
  ],
  google: [
    async ({}, use) => {
      const google = await startMockGoogle();
      await use(google);
      await google.stop();
    },
    { scope: 'worker' },
  ],
  stripe: [
    async ({}, use) => {
      const stripe = await startFakeStripe({
        webhookSecret: E2E_STRIPE.webhookSecret,
        webhookUrl: `http://localhost:${E2E_PORTS.api}${BILLING_API_PATHS.webhook('stripe')}`,
      });
      await use(stripe);
      await stripe.stop();
    },
    { scope: 'worker' },
  ],
  stack: [
    async ({ mailbox, google, stripe }, use) => {
      const { startStack, workspaceRoot } = await loadStackModule();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-e2e-'));
      const database = process.env['DATABASE_URL']
        ? await createThrowawayDatabase(process.env['DATABASE_URL'])
        : null;
      await createAdminAccount(workspaceRoot, SECOND_ADMIN, {
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url,
      });
      const stack = await startStack({
        ports: E2E_PORTS,
        quietApi: true,
        apiEnv: {
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          DATABASE_URL: database?.url,
          SMTP_URL: mailbox.url,
          GOOGLE_ISSUER: google.url,
          GOOGLE_CLIENT_ID,
          GOOGLE_CLIENT_SECRET,
          BILLING_PROVIDER: 'stripe',
          STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
          STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
          STRIPE_API_URL: stripe.url,
          API_PUBLIC_URL: `http://localhost:${E2E_PORTS.api}`,
          ADMIN_EMAIL: TEST_ADMIN.email,
          ADMIN_PASSWORD: TEST_ADMIN.password,
          // Every journey logs in and out many times from one address: keep the limiter out of the way.
          AUTH_RATE_LIMIT: '1000',
        },
      });
      await use(Object.assign(stack, { databaseUrl: database?.url ?? null }));
      await stack.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    // Every test drives the product, even one that names no fixture of it (baseURL is the shell).
    { scope: 'worker', timeout: 180_000, auto: true },
  ],
  testUser: [
    async ({ stack, mailbox }, use) => {
      await use(await createVerifiedUser(stack.apiBaseUrl, mailbox, 'test-user'));
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
