// `npm start`: builds what changed (Nx cache) and serves the whole product on the standard ports.
import { execSync } from 'node:child_process';
import { startStack, workspaceRoot } from './stack.mjs';

const PORTS = { api: 3000, shell: 4200, auth: 4201, 'user-submissions': 4202, 'admin-console': 4203 };

if (!process.argv.includes('--no-build')) {
  console.log('Building the API and the four front ends (cached builds are reused)…');
  execSync('npx nx run-many -t build -p api shell auth user-submissions admin-console --parallel=2 --outputStyle=static', {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

let stack;
try {
  stack = await startStack({ ports: PORTS });
} catch (error) {
  console.error(`\nCould not start ProfileProof: ${error.message}`);
  console.error('Is another copy already running on ports 3000 and 4200-4203?');
  process.exit(1);
}

console.log(`
  ProfileProof is running.

    Open the app:        ${stack.shellUrl}
    API:                 ${stack.apiBaseUrl}/api   (docs: ${stack.apiBaseUrl}/api/docs)
    Remotes:             ${Object.entries(stack.remoteUrls)
      .map(([name, url]) => `${name} ${url}`)
      .join(', ')}

  Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  });
}
