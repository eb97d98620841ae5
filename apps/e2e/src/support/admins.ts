import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Credentials } from './accounts';

/**
 * A second administrator beside TEST_ADMIN, for the journeys where two analysts work the queue at
 * once (claims, take-over).
 */
export const SECOND_ADMIN = {
  email: 'second-admin@profileproof-e2e.example.com',
  password: 'e2e-Second-Analyst-Passw0rd!',
} as const;

/**
 * Creates an admin with the API's command line (`admin:create`, the way an operator adds one; the
 * password on stdin). Run before the API starts: the embedded database takes one process at a time.
 * `databaseEnv` is the API's (DATA_DIR, DATABASE_URL); the CLI applies the migrations of a new database.
 */
export async function createAdminAccount(
  workspaceRoot: string,
  admin: Credentials,
  databaseEnv: Record<string, string | undefined>,
): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...databaseEnv, NODE_ENV: 'test' };
  for (const [name, value] of Object.entries(databaseEnv))
    if (value === undefined) delete env[name];
  const cli = spawn(
    process.execPath,
    [path.join(workspaceRoot, 'dist/apps/api/cli.js'), 'admin:create', admin.email],
    {
      cwd: workspaceRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cli.stdin.end(`${admin.password}\n`);
  const code = await new Promise<number | null>((resolve, reject) => {
    cli.once('error', reject);
    cli.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`admin:create ${admin.email} failed (${code}): ${output}`);
}
