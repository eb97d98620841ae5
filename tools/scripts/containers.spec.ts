import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import table from '../../libs/remotes/src/remotes.json';

/**
 * The container files, checked without a Docker engine: the Compose file parsed as Compose reads
 * it, the image's start-up script run as the image runs it (sh, on the remotes list the image
 * build writes from the table of remotes), and the nginx server block read for its caching rules.
 */
const workspaceRoot = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(workspaceRoot, file), 'utf8');
const urlVariable = (name: string) => `${name.toUpperCase()}_REMOTE_URL`;

interface Service {
  build?: { args?: Record<string, string> };
  environment?: Record<string, string | null>;
  ports?: string[];
  volumes?: string[];
}

describe('docker/compose.yaml', () => {
  const services = (parse(read('docker/compose.yaml')) as { services: Record<string, Service> })
    .services;

  it('runs every front end of the table on its port, built from its project', () => {
    for (const app of [table.host, ...table.remotes]) {
      const service = services[app.project];
      expect(service?.build?.args?.['APP']).toBe(app.project);
      expect(service?.ports).toEqual([`\${BIND_ADDRESS:-127.0.0.1}:${app.port}:8080`]);
    }
  });

  it("gives the shell every remote's URL, and the deploy folder of versioned remotes", () => {
    const shell = services[table.host.project];
    for (const remote of table.remotes) {
      expect(shell.environment?.[urlVariable(remote.name)]).toBe(
        `\${${urlVariable(remote.name)}:-http://localhost:${remote.port}}`,
      );
    }
    expect(shell.volumes).toContain('${DEPLOY_DIR:-../.data/deploy}:/usr/share/nginx/deploy:ro');
  });

  it('sends no HSTS from the front ends on plain-HTTP localhost unless told to', () => {
    for (const app of [table.host, ...table.remotes]) {
      expect(services[app.project]?.environment?.['STRICT_TRANSPORT_SECURITY']).toBe(
        '${STRICT_TRANSPORT_SECURITY-}',
      );
    }
  });
});

describe("the front-end image's start-up (docker/nginx/40-runtime-config.sh)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pp-nginx-'));
    writeFileSync(path.join(dir, 'default.conf'), '# ProfileProof static front-end server\n');
    // What docker/web.Dockerfile writes at build time.
    const list = spawnSync(process.execPath, ['tools/scripts/remote-table.mjs', 'list'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    });
    writeFileSync(path.join(dir, 'remotes.list'), list.stdout);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function start(variables: Record<string, string>) {
    return spawnSync('sh', [path.join(workspaceRoot, 'docker/nginx/40-runtime-config.sh')], {
      encoding: 'utf8',
      env: {
        PATH: process.env['PATH'],
        SERVER_CONF: path.join(dir, 'default.conf'),
        RUNTIME_DIR: path.join(dir, 'runtime'),
        GENERATED_DIR: path.join(dir, 'generated'),
        REMOTES_LIST: path.join(dir, 'remotes.list'),
        ...variables,
      },
    });
  }

  it("writes the shell's manifest with a key per remote of the table, from its URL variable", () => {
    const urls = Object.fromEntries(
      table.remotes.map((remote) => [
        urlVariable(remote.name),
        `https://${remote.project}.example.com`,
      ]),
    );
    const result = start({
      APP: table.host.project,
      API_BASE_URL: 'https://api.example.com',
      ...urls,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const manifest = JSON.parse(
      readFileSync(path.join(dir, 'runtime/remotes.manifest.json'), 'utf8'),
    );
    expect(manifest).toEqual(
      Object.fromEntries(
        table.remotes.map((remote) => [
          remote.name,
          `https://${remote.project}.example.com/remoteEntry.js`,
        ]),
      ),
    );
    const headers = readFileSync(path.join(dir, 'generated/headers.conf'), 'utf8');
    for (const remote of table.remotes)
      expect(headers).toContain(`https://${remote.project}.example.com`);
  });

  it('refuses to start the shell without a remote, or an app the table does not know', () => {
    const [first] = table.remotes;
    const missing = start({
      APP: table.host.project,
      API_BASE_URL: 'https://api.example.com',
      [urlVariable(first.name)]: 'https://a.example.com',
    });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain(`${urlVariable(table.remotes[1].name)} is required`);
    expect(start({ APP: 'billing' }).stderr).toContain(
      `APP must be one of shell ${table.remotes.map((remote) => remote.project).join(' ')}`,
    );
    expect(start({ APP: first.project }).status).toBe(0);
  });

  const headers = () => readFileSync(path.join(dir, 'generated/headers.conf'), 'utf8');

  it('sends HSTS by default, the value given, or none when it is set empty', () => {
    const [remote] = table.remotes;
    expect(start({ APP: remote.project }).status).toBe(0);
    expect(headers()).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
    expect(
      start({
        APP: remote.project,
        STRICT_TRANSPORT_SECURITY: 'max-age=63072000; includeSubDomains; preload',
      }).status,
    ).toBe(0);
    expect(headers()).toContain(
      'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains; preload" always;',
    );
    expect(start({ APP: remote.project, STRICT_TRANSPORT_SECURITY: '' }).status).toBe(0);
    expect(headers()).not.toContain('Strict-Transport-Security');
  });

  it.each([
    'max-age=1" always; add_header X-Evil "1',
    'includeSubDomains',
    'max-age=1\nX: y',
    'max-age=1; $x',
  ])('refuses to start with a malformed STRICT_TRANSPORT_SECURITY (%j)', (value) => {
    const result = start({ APP: table.remotes[0].project, STRICT_TRANSPORT_SECURITY: value });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('STRICT_TRANSPORT_SECURITY');
  });
});

describe('docker/nginx/default.conf.template', () => {
  const conf = read('docker/nginx/default.conf.template');

  it('serves the deploy folder: its manifest first, its versioned remotes with the right caching', () => {
    expect(conf).toContain(
      'try_files /deploy/remotes.manifest.json /runtime/remotes.manifest.json =404;',
    );
    const remotes = conf.slice(conf.indexOf('location ^~ /remotes/'));
    expect(remotes).toMatch(/location ~ \/remoteEntry\\\.js\$ \{[^}]*Cache-Control "no-cache"/);
    expect(remotes).toMatch(
      /\[0-9a-f\]\{8,\}[^{]*\{[^}]*Cache-Control "public, max-age=31536000, immutable"/,
    );
  });

  it('answers 404 to any source map, before any other rule, also under /remotes/', () => {
    const firstRegex = (text: string) => text.slice(text.indexOf('location ~'));
    expect(firstRegex(conf)).toMatch(/^location ~\* \\\.map\$ \{[^}]*return 404;/);
    const remotes = conf.slice(conf.indexOf('location ^~ /remotes/'));
    expect(firstRegex(remotes)).toMatch(/^location ~\* \\\.map\$ \{[^}]*return 404;/);
  });

  it('is what the web image installs, without source maps, with the remotes list written from the table', () => {
    const dockerfile = read('docker/web.Dockerfile');
    expect(dockerfile).toContain('node tools/scripts/remote-table.mjs list > remotes.list');
    expect(dockerfile).toContain(
      'COPY --from=build /app/remotes.list /etc/profileproof/remotes.list',
    );
    expect(dockerfile).toContain(
      'COPY docker/nginx/default.conf.template /etc/nginx/templates/default.conf.template',
    );
    const build = dockerfile.indexOf('npx nx run "${APP}:build"');
    const removeMaps = dockerfile.indexOf(
      `RUN find "dist/apps/\${APP}" -name '*.map' -type f -delete`,
    );
    const copy = dockerfile.indexOf(
      'COPY --from=build /app/dist/apps/${APP}/ /usr/share/nginx/html/',
    );
    expect(build).toBeGreaterThan(-1);
    expect(removeMaps).toBeGreaterThan(build);
    expect(copy).toBeGreaterThan(removeMaps);
  });
});

describe('the API gateway (docker/gateway.Dockerfile, docker/nginx/gateway.conf.template)', () => {
  const services = (parse(read('docker/compose.yaml')) as { services: Record<string, Service> })
    .services;
  const conf = read('docker/nginx/gateway.conf.template');
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'pp-gateway-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const upstream = (variables: Record<string, string>) =>
    spawnSync('sh', [path.join(workspaceRoot, 'docker/nginx/30-api-upstream.sh')], {
      encoding: 'utf8',
      env: { PATH: process.env['PATH'], GENERATED_DIR: dir, ...variables },
    });

  it('stands on the API port in compose, in front of API replicas that publish none', () => {
    expect(services['gateway']?.ports).toEqual(['${BIND_ADDRESS:-127.0.0.1}:3000:8080']);
    expect(services['gateway']?.environment?.['API_UPSTREAMS']).toBe('api:3000');
    expect(services['api']?.ports).toBeUndefined();
    expect(services['api']?.environment?.['TRUST_PROXY']).toBe('${TRUST_PROXY:-uniquelocal}');
  });

  it('pools connections, fails over, and keeps event streams unbuffered and open', () => {
    expect(conf).toContain('include /etc/nginx/generated/api-servers.conf;');
    expect(conf).toMatch(/upstream profileproof_api \{[^}]*keepalive \d+;/);
    expect(conf).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    const events = conf.slice(conf.indexOf('location ~ ^/api/events/?$'));
    expect(events).toMatch(/^[^}]*proxy_buffering off;[^}]*proxy_read_timeout 1h;/);
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('writes one server per API instance, with its failure limits', () => {
    const result = upstream({ API_UPSTREAMS: 'api-1:3000, api-2:3000 10.0.0.3:3000' });
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(dir, 'api-servers.conf'), 'utf8')).toContain(
      [
        'server api-1:3000 max_fails=1 fail_timeout=5s;',
        'server api-2:3000 max_fails=1 fail_timeout=5s;',
        'server 10.0.0.3:3000 max_fails=1 fail_timeout=5s;',
      ].join('\n'),
    );
  });

  it('refuses to start without instances, or with one that is not host:port', () => {
    expect(upstream({}).stderr).toContain('API_UPSTREAMS is required');
    const bad = upstream({ API_UPSTREAMS: 'api:3000 api;evil' });
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain("'api;evil' is not host:port");
  });

  it('is what the gateway image installs', () => {
    const dockerfile = read('docker/gateway.Dockerfile');
    expect(dockerfile).toContain(
      'COPY docker/nginx/gateway.conf.template /etc/nginx/templates/default.conf.template',
    );
    expect(dockerfile).toContain(
      'COPY --chmod=0755 docker/nginx/30-api-upstream.sh /docker-entrypoint.d/30-api-upstream.sh',
    );
  });
});
