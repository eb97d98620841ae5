import { execFileSync } from 'node:child_process';
import path from 'node:path';
import table from '../../libs/remotes/src/remotes.json';

/**
 * What CI builds, tests and deploys after a change: Nx's own answer (`nx show projects
 * --affected`, as .github/workflows/*.yml ask it), for a change in one file. A change in one
 * remote must touch that remote and the end-to-end tests only, so that its team ships alone.
 */
const workspaceRoot = path.join(__dirname, '../..');

function affectedBy(file: string): string[] {
  const output = execFileSync(
    'npx',
    ['nx', 'show', 'projects', '--affected', `--files=${file}`, '--json'],
    {
      cwd: workspaceRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      encoding: 'utf8',
    },
  );
  return (JSON.parse(output) as string[]).sort();
}

describe('nx affected', () => {
  it.each(table.remotes.map((remote) => [remote.project]))(
    'for a change in the %s remote: that remote and e2e, nothing else',
    (project) => {
      expect(affectedBy(`apps/${project}/src/routes.tsx`)).toEqual([project, 'e2e'].sort());
    },
  );

  it('for a change in the shell: the shell and e2e', () => {
    expect(affectedBy('apps/shell/src/app/app.tsx')).toEqual(['e2e', 'shell']);
  });

  it('for a change in the UI kit: the kit and every front end that runs it', () => {
    const frontEnds = [table.host.project, ...table.remotes.map((remote) => remote.project)];
    expect(affectedBy('libs/ui/src/lib/components.tsx')).toEqual(
      [...frontEnds, 'e2e', 'ui'].sort(),
    );
  });
});
