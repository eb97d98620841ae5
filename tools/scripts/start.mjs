// `npm start`: builds what changed (Nx cache) and serves the whole product on the standard ports
// (the API's 3000, the front ends' from the table of remotes, libs/remotes/src/remotes.json).
// Remotes deployed at a version with `npm run deploy:remote` (in DEPLOY_ROOT, default .data/deploy)
// are what the shell loads, as soon as every remote has one: see docs/deploying.md.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FRONTENDS, START_PORTS } from './remote-table.mjs';
import { startStack, workspaceRoot } from './stack.mjs';

const deployRoot = path.resolve(workspaceRoot, process.env.DEPLOY_ROOT ?? '.data/deploy');
const projects = ['api', ...Object.keys(FRONTENDS)];

if (!process.argv.includes('--no-build')) {
  console.log('Building the API and the front ends (cached builds are reused)…');
  execSync(`npx nx run-many -t build -p ${projects.join(' ')} --parallel=2 --outputStyle=static`, {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}

let stack;
try {
  stack = await startStack({ ports: START_PORTS, deployRoot });
} catch (error) {
  console.error(`\nCould not start ProfileProof: ${error.message}`);
  console.error(
    `Is another copy already running on ports ${Object.values(START_PORTS).join(', ')}?`,
  );
  process.exit(1);
}

console.log(`
  ProfileProof is running.

    Open the app:        ${stack.shellUrl}
    API:                 ${stack.apiBaseUrl}/api   (docs: ${stack.apiBaseUrl}/api/docs)
    Remotes:             ${Object.entries(stack.remoteUrls)
      .map(([name, url]) => `${name} ${url}`)
      .join(', ')}
${
  existsSync(path.join(deployRoot, 'remotes.manifest.json'))
    ? `                         (the shell loads the versions deployed in ${path.relative(workspaceRoot, deployRoot) || deployRoot})\n`
    : ''
}
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
