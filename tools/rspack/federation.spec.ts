import * as ReactQuery from '@tanstack/react-query';
import * as ReactRouter from 'react-router';
import * as Session from '@profileproof/session';
import {
  contractViolations,
  providedSharedModule,
  sharedFromShell,
  sharedModules,
} from './federation';

/** The names the generated module hands the remotes for a package provided export by export. */
function providedNames(source: string, packageName: string): string[] {
  // `  "react-router": share("7.18.5", "7.18.5", true, false, s4),`: the last argument names the object.
  const entry = source
    .split('\n')
    .find((text) => text.trimStart().startsWith(`${JSON.stringify(packageName)}: share(`));
  const args = entry?.slice(entry.indexOf('(') + 1, entry.lastIndexOf(')')).split(',');
  const binding = args?.at(-1)?.trim();
  const line = source
    .split('\n')
    .find((text) => text.startsWith('import {') && text.includes(` as ${binding}_`));
  if (!binding || !line) throw new Error(`${packageName} is not provided export by export`);
  return line
    .slice(line.indexOf('{') + 1, line.indexOf('}'))
    .split(',')
    .map((item) => item.trim().split(' as ')[0]);
}

describe('what the shell provides to the remotes', () => {
  const source = providedSharedModule();
  const { share, facts } = sharedModules();

  it('every shared module of tools/rspack/federation.js, once, at its version', () => {
    for (const [name, { version }] of Object.entries(share)) {
      expect(
        source.split(`${JSON.stringify(name)}: share(${JSON.stringify(version)},`),
      ).toHaveLength(2);
    }
  });

  it('one copy per page of React, the router, React Query and the session, and nothing else', () => {
    const singletons = Object.entries(share)
      .filter(([, config]) => config.singleton)
      .map(([name]) => name);
    expect(singletons.sort()).toEqual(
      [
        '@profileproof/session',
        '@tanstack/react-query',
        'react',
        'react-dom',
        'react-dom/client',
        'react-router',
        'react/jsx-runtime',
      ].sort(),
    );
    expect(Object.keys(share).sort()).toEqual(singletons.sort());
    // The UI kit, the contracts and the analysis rules are bundled by each remote: it runs the
    // code it was built with, whatever the shell was built from.
    for (const name of ['@profileproof/ui', '@profileproof/contracts', '@profileproof/analysis'])
      expect(share).not.toHaveProperty([name]);
    expect(share['@profileproof/session'].requiredVersion).toBe(
      `^${share['@profileproof/session'].version}`,
    );
  });

  it('of the router, React Query and the session, what the session contract lists, and every remote keeps to it', () => {
    expect(contractViolations()).toEqual([]);
    for (const name of ['react-router', '@tanstack/react-query', '@profileproof/session']) {
      expect(providedNames(source, name)).toEqual(facts[name].provides);
    }
  });

  it.each([
    ['react-router', ReactRouter],
    ['@tanstack/react-query', ReactQuery],
    ['@profileproof/session', Session],
  ])('of %s, real exports only', (packageName, module) => {
    for (const name of providedNames(source, packageName)) expect(module).toHaveProperty(name);
  });

  it('the exports the remotes use, and not what only their standalone pages use', () => {
    // user-submissions reads the page from the URL; admin-console keeps the previous page's list while the next loads.
    expect(providedNames(source, 'react-router')).toEqual(
      expect.arrayContaining(['Link', 'useNavigate', 'useParams', 'useSearchParams']),
    );
    expect(providedNames(source, '@tanstack/react-query')).toEqual(
      expect.arrayContaining(['useQuery', 'useMutation', 'useQueryClient', 'keepPreviousData']),
    );
    expect(providedNames(source, '@profileproof/session')).toEqual(
      expect.arrayContaining(['useSession', 'ApiError']),
    );
    expect(providedNames(source, '@profileproof/session')).not.toContain('renderStandaloneRemote');
  });

  it('hands the federation plugin plain options only; what the shell provides sits beside them, as plain data', () => {
    expect(Object.keys(facts)).toEqual(Object.keys(share));
    for (const [name, config] of Object.entries(share)) {
      // Nothing hidden: every property is one the plugin reads, and a copy keeps them all.
      expect(Object.getOwnPropertyNames(config)).toEqual(Object.keys(config));
      expect(Object.keys(config)).not.toContain('provides');
      expect(Object.getOwnPropertyNames(facts[name]).sort()).toEqual(['commonJs', 'provides']);
    }
    expect(JSON.parse(JSON.stringify({ share, facts }))).toEqual({ share, facts });
  });

  it("a remote's container brings no copy of a shared module: it always runs the shell's", () => {
    const container = sharedFromShell();
    expect(Object.keys(container)).toEqual(Object.keys(share));
    for (const [name, { import: bundled, ...options }] of Object.entries(container)) {
      const { import: _declared, ...declaredOptions } = share[name];
      expect(options).toEqual(declaredOptions);
      expect(bundled).toBe(false);
    }
  });
});
