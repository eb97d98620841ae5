import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as ReactQuery from '@tanstack/react-query';
import * as ReactRouter from 'react-router';
import * as Contracts from '@profileproof/contracts';
import * as Session from '@profileproof/session';
import * as Ui from '@profileproof/ui';
import { contractViolations, importedNames, libraryVersion, providedSharedModule, sharedModules } from './federation';

/** The names the generated module hands the remotes for a package provided export by export. */
function providedNames(source: string, packageName: string): string[] {
  // `  "react-router": share("7.18.5", "7.18.5", true, false, s4),`: the last argument names the object.
  const entry = source.split('\n').find((text) => text.trimStart().startsWith(`${JSON.stringify(packageName)}: share(`));
  const args = entry?.slice(entry.indexOf('(') + 1, entry.lastIndexOf(')')).split(',');
  const binding = args?.at(-1)?.trim();
  const line = source.split('\n').find((text) => text.startsWith('import {') && text.includes(` as ${binding}_`));
  if (!binding || !line) throw new Error(`${packageName} is not provided export by export`);
  return line
    .slice(line.indexOf('{') + 1, line.indexOf('}'))
    .split(',')
    .map((item) => item.trim().split(' as ')[0]);
}

describe('what the shell provides to the remotes', () => {
  const source = providedSharedModule();

  it('every shared module of tools/rspack/federation.js, once, at its version', () => {
    for (const [name, { version }] of Object.entries(sharedModules())) {
      expect(source.split(`${JSON.stringify(name)}: share(${JSON.stringify(version)},`)).toHaveLength(2);
    }
  });

  it('one copy per page of React, the router, React Query and the session; the UI kit and contracts by content', () => {
    const singletons = Object.entries(sharedModules())
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
    for (const name of ['@profileproof/ui', '@profileproof/contracts']) {
      const { version, requiredVersion } = sharedModules()[name];
      // Exactly the version built: a remote built from other code brings and runs its own copy.
      expect(version).toMatch(/^\d+\.\d+\.\d+-c[0-9a-f]{12}$/);
      expect(requiredVersion).toBe(version);
    }
    expect(sharedModules()['@profileproof/session'].requiredVersion).toBe(`^${sharedModules()['@profileproof/session'].version}`);
  });

  it("a library's version follows its content and the exports the shell provides", () => {
    const names = sharedModules()['@profileproof/ui'].provides;
    expect(libraryVersion('@profileproof/ui', names)).toBe(sharedModules()['@profileproof/ui'].version);
    expect(libraryVersion('@profileproof/ui', [...(names ?? []), 'NewComponent'])).not.toBe(sharedModules()['@profileproof/ui'].version);
    // The kit imports the contracts: a change there is a change of the kit the remotes run.
    expect(libraryVersion('@profileproof/contracts', names)).not.toBe(libraryVersion('@profileproof/ui', names));
  });

  it('of the router, React Query and the session, what the session contract lists, and every remote keeps to it', () => {
    expect(contractViolations()).toEqual([]);
    for (const name of ['react-router', '@tanstack/react-query', '@profileproof/session']) {
      expect(providedNames(source, name)).toEqual(sharedModules()[name].provides);
    }
  });

  it.each([
    ['react-router', ReactRouter],
    ['@tanstack/react-query', ReactQuery],
    ['@profileproof/session', Session],
    ['@profileproof/ui', Ui],
    ['@profileproof/contracts', Contracts],
  ])('of %s, real exports only', (packageName, module) => {
    for (const name of providedNames(source, packageName)) expect(module).toHaveProperty(name);
  });

  it('the exports the remotes use, and not what only their standalone pages use', () => {
    // user-submissions reads the page from the URL; admin-console keeps the previous page's list while the next loads.
    expect(providedNames(source, 'react-router')).toEqual(expect.arrayContaining(['Link', 'useNavigate', 'useParams', 'useSearchParams']));
    expect(providedNames(source, '@tanstack/react-query')).toEqual(
      expect.arrayContaining(['useQuery', 'useMutation', 'useQueryClient', 'keepPreviousData']),
    );
    expect(providedNames(source, '@profileproof/session')).toEqual(expect.arrayContaining(['useSession', 'ApiError']));
    expect(providedNames(source, '@profileproof/session')).not.toContain('renderStandaloneRemote');
    expect(providedNames(source, '@profileproof/contracts')).toEqual(expect.arrayContaining(['ROUTES', 'MESSAGES', 'API_PATHS']));
  });
});

describe('the names a package is imported by', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pp-imports-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function files(...contents: string[]): string[] {
    return contents.map((content, index) => {
      const file = path.join(dir, `file-${index}.tsx`);
      writeFileSync(file, content);
      return file;
    });
  }

  it('collects named imports and re-exports, by their exported name, and skips type-only ones', () => {
    const sources = files(
      "import { Link, useNavigate as go, type To } from 'react-router';",
      'import type { NavigateFunction } from \'react-router\';\nimport {\n  Outlet,\n  useParams,\n} from "react-router";',
      "export { Navigate } from 'react-router';\nimport { useQuery } from '@tanstack/react-query';",
    );
    expect(importedNames('react-router', sources)).toEqual(['Link', 'Navigate', 'Outlet', 'useNavigate', 'useParams']);
  });

  it('gives up on a whole-module or default import (everything is then provided)', () => {
    expect(
      importedNames('react-router', files("import { Link } from 'react-router';", "import * as Router from 'react-router';")),
    ).toBeNull();
    expect(importedNames('react-router', files("import Router, { Link } from 'react-router';"))).toBeNull();
  });
});
