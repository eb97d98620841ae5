import { test as base } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createThrowawayDatabase } from './database';
import { E2E_PORTS } from './ports';

type FrontendProject = 'shell' | 'auth' | 'user-submissions' | 'admin-console';

export interface ProductStack {
  apiBaseUrl: string;
  shellUrl: string;
  remoteUrls: Record<string, string>;
  stopFrontend(project: FrontendProject): Promise<void>;
  startFrontend(project: FrontendProject, root?: string): Promise<void>;
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

/** The real product: built API on a real database, and the four built front ends, served the way `npm start` serves them. */
export const test = base.extend<object, { stack: ProductStack }>({
  stack: [
    async ({}, use) => {
      const { startStack } = await loadStackModule();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-e2e-'));
      const database = process.env['DATABASE_URL'] ? await createThrowawayDatabase(process.env['DATABASE_URL']) : null;
      const stack = await startStack({
        ports: E2E_PORTS,
        quietApi: true,
        apiEnv: {
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          DATABASE_URL: database?.url,
        },
      });
      await use(stack);
      await stack.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
