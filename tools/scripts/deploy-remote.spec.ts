import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import table from '../../libs/remotes/src/remotes.json';

/**
 * `npm run deploy:remote` and `npm run rollback:remote`, run as a team runs them (the script, in
 * a process of its own), on a deploy folder and builds of their own: what is published where,
 * what the manifest names, and what is refused. The same flow drives the shell in
 * apps/e2e/src/independent-deploys.spec.ts.
 */
const script = path.join(__dirname, 'deploy-remote.mjs');
let dir: string;
let root: string;

function deploy(...args: string[]) {
  return spawnSync(process.execPath, [script, ...args, '--root', root], { encoding: 'utf8' });
}

/** A remote's build as far as deploying cares: an entry and a hashed chunk. */
function build(name: string, content: string): string {
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${content} */`);
  writeFileSync(path.join(folder, 'main.1a2b3c4d.js'), `/* chunk of ${content} */`);
  return folder;
}

const manifest = () => JSON.parse(readFileSync(path.join(root, 'remotes.manifest.json'), 'utf8'));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pp-deploy-'));
  root = path.join(dir, 'deploy');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('deploying one remote at a version', () => {
  it('writes the manifest once every remote has a version, naming each at its versioned path', () => {
    const [first, ...others] = table.remotes;
    const result = deploy('deploy', first.project, '1.0.0', '--from', build('v1', 'first v1'));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `deploy ${others.map((remote) => remote.project).join(', ')} too`,
    );
    expect(existsSync(path.join(root, 'remotes.manifest.json'))).toBe(false);

    for (const remote of others)
      expect(
        deploy('deploy', remote.name, '1.0.0', '--from', build(remote.name, 'v1')).status,
      ).toBe(0);
    expect(manifest()).toEqual(
      Object.fromEntries(
        table.remotes.map((remote) => [
          remote.name,
          `/remotes/${remote.project}/1.0.0/remoteEntry.js`,
        ]),
      ),
    );
    expect(
      readFileSync(path.join(root, 'remotes', first.project, '1.0.0', 'main.1a2b3c4d.js'), 'utf8'),
    ).toBe('/* chunk of first v1 */');
  });

  it('makes v2 live, rolls back to v1, and keeps both published', () => {
    for (const remote of table.remotes)
      deploy(
        'deploy',
        remote.project,
        '1.0.0',
        '--from',
        build(`${remote.name}-1`, `${remote.name} v1`),
      );
    const [remote] = table.remotes;
    const v2 = deploy('deploy', remote.project, '2.0.0', '--from', build('v2', 'v2'));
    expect(v2.stdout).toContain(`${remote.project} 2.0.0: published`);
    expect(v2.stdout).toContain('(was 1.0.0)');
    expect(manifest()[remote.name]).toBe(`/remotes/${remote.project}/2.0.0/remoteEntry.js`);

    const back = spawnSync(
      'npm',
      ['run', '--silent', 'rollback:remote', '--', remote.project, '--root', root],
      {
        cwd: path.join(__dirname, '../..'),
        encoding: 'utf8',
      },
    );
    expect(back.status).toBe(0);
    expect(back.stdout).toContain(`${remote.project} is back to 1.0.0`);
    expect(manifest()[remote.name]).toBe(`/remotes/${remote.project}/1.0.0/remoteEntry.js`);
    expect(existsSync(path.join(root, 'remotes', remote.project, '2.0.0', 'remoteEntry.js'))).toBe(
      true,
    );

    // Rolling forward again needs no build: the version is published.
    expect(deploy('deploy', remote.project, '2.0.0').stdout).toContain('live again');
    expect(manifest()[remote.name]).toBe(`/remotes/${remote.project}/2.0.0/remoteEntry.js`);
    const status = execFileSync(process.execPath, [script, 'status', '--root', root], {
      encoding: 'utf8',
    });
    expect(status).toMatch(
      new RegExp(`${remote.project}\\s+live: 2\\.0\\.0\\s+previous: 1\\.0\\.0`),
    );
  });

  it('publishes no source map: the deploy folder is served, the maps stay with the build', () => {
    const [remote] = table.remotes;
    const folder = build('with-maps', 'v1');
    mkdirSync(path.join(folder, 'fonts'));
    writeFileSync(path.join(folder, 'main.1a2b3c4d.js.map'), '{"version":3}');
    writeFileSync(path.join(folder, 'fonts/kit.1a2b3c4d.css.map'), '{"version":3}');
    expect(deploy('deploy', remote.project, '1.0.0', '--from', folder).status).toBe(0);
    const published = path.join(root, 'remotes', remote.project, '1.0.0');
    expect(existsSync(path.join(published, 'main.1a2b3c4d.js'))).toBe(true);
    expect(existsSync(path.join(published, 'main.1a2b3c4d.js.map'))).toBe(false);
    expect(existsSync(path.join(published, 'fonts/kit.1a2b3c4d.css.map'))).toBe(false);
    expect(existsSync(path.join(folder, 'main.1a2b3c4d.js.map'))).toBe(true);
  });

  it('puts the remotes under another base URL when told to (another origin, a CDN)', () => {
    for (const remote of table.remotes) {
      deploy(
        'deploy',
        remote.project,
        '7',
        '--from',
        build(remote.name, 'v7'),
        '--base-url',
        'https://static.example.com/remotes/',
      );
    }
    expect(Object.values(manifest())).toEqual(
      table.remotes.map(
        (remote) => `https://static.example.com/remotes/${remote.project}/7/remoteEntry.js`,
      ),
    );
  });

  it('refuses what would break the shell or rewrite history, and says why', () => {
    const [remote] = table.remotes;
    expect(deploy('deploy', remote.project, '1.0.0', '--from', build('one', 'one')).status).toBe(0);
    const changed = deploy('deploy', remote.project, '1.0.0', '--from', build('other', 'other'));
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain('already published, from another build');

    const noPrevious = deploy('rollback', remote.project);
    expect(noPrevious.status).toBe(1);
    expect(noPrevious.stderr).toContain('no previous version');

    expect(deploy('deploy', 'billing', '1.0.0').stderr).toContain('"billing" is not a remote');
    expect(deploy('deploy', remote.project, '../../etc').stderr).toContain(
      'Give the version to deploy',
    );
    expect(
      deploy('deploy', remote.project, '3.0.0', '--from', path.join(dir, 'nothing-built')).stderr,
    ).toContain('holds no remoteEntry.js');
  });
});
