import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import table from '../../libs/remotes/src/remotes.json';
import { ROUTES } from '../../libs/contracts/src/lib/routes';

/**
 * The docs cannot drift from the code: every fact below is read from the code (project.json
 * files, the API's module folders, the table of remotes, the migrations, the config loaders) and
 * must appear in the one doc that holds it. Relative links in the README and docs/ must resolve.
 */
const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dirs = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The lines of a markdown section (from its heading to the next heading of the same level or higher). */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const level = heading.indexOf(' ');
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && line.indexOf(' ') <= level,
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The first cells of a markdown table's rows, keyed by the names in backquotes they hold. */
function tableRows(markdown: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of markdown.split('\n').filter((l) => l.startsWith('|'))) {
    const firstCell = line.split('|')[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([^`]+)`/g)) rows.set(name, line);
  }
  return rows;
}

const projects = ['apps', 'libs'].flatMap((folder) =>
  dirs(folder)
    .filter((name) => existsSync(path.join(root, folder, name, 'project.json')))
    .map((name) => ({
      name: (JSON.parse(read(`${folder}/${name}/project.json`)) as { name: string }).name,
      root: `${folder}/${name}`,
    })),
);

const apiModuleFolders = dirs('apps/api/src').filter((name) =>
  readdirSync(path.join(root, 'apps/api/src', name)).some((file) => file.endsWith('.module.ts')),
);

const remoteRoutes = table.remotes.flatMap((remote) =>
  Object.keys(remote.routes).map((route) => ({
    project: remote.project,
    path: ROUTES[route as keyof typeof ROUTES],
  })),
);

const migrationsDir = 'apps/api/src/database/migrations';
const migrationTables = [
  ...new Set(
    readdirSync(path.join(root, migrationsDir))
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...read(`${migrationsDir}/${file}`).matchAll(/CREATE TABLE "(\w+)"/g)].map((m) => m[1]),
      ),
  ),
];

/**
 * The variables the config loaders read: `env.X` / `env['X']` on an `env` parameter, and the
 * properties of the classes handed to `validateEnvironment(env, Class)` (each names a variable).
 */
function configVariables(): string[] {
  const found = new Set<string>();
  const configDir = 'apps/api/src/config';
  for (const file of readdirSync(path.join(root, configDir)).filter((f) => f.endsWith('.ts'))) {
    const source = ts.createSourceFile(
      file,
      read(`${configDir}/${file}`),
      ts.ScriptTarget.Latest,
      true,
    );
    const classes = new Map<string, ts.ClassDeclaration>();
    const validated = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.name) classes.set(node.name.text, node);
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'env'
      ) {
        found.add(node.name.text);
      }
      if (
        ts.isElementAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'env' &&
        ts.isStringLiteral(node.argumentExpression)
      ) {
        found.add(node.argumentExpression.text);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'validateEnvironment' &&
        node.arguments[1] &&
        ts.isIdentifier(node.arguments[1])
      ) {
        validated.add(node.arguments[1].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const name of validated) {
      const declaration = classes.get(name);
      if (!declaration)
        throw new Error(`${file}: validateEnvironment(env, ${name}) with a class from elsewhere`);
      for (const member of declaration.members) {
        if (ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name))
          found.add(member.name.text);
      }
    }
  }
  return [...found].sort();
}

/** Relative markdown links, outside code blocks, as [file, target]. */
function relativeLinks(file: string): [string, string][] {
  let inCode = false;
  const prose = read(file)
    .split('\n')
    .filter((line) => {
      if (line.trimStart().startsWith('```')) inCode = !inCode;
      return !inCode;
    })
    .join('\n');
  const targets: string[] = [];
  for (let at = prose.indexOf(']('); at >= 0; at = prose.indexOf('](', at + 2)) {
    const end = prose.indexOf(')', at + 2);
    if (end > at) targets.push(prose.slice(at + 2, end));
  }
  return targets
    .filter((target) => !/\s/.test(target) && !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => [file, target]);
}

const docsPages = readdirSync(path.join(root, 'docs')).filter((file) => file.endsWith('.md'));

describe('the docs', () => {
  it('found the facts to check in the code', () => {
    expect(projects.length).toBeGreaterThan(5);
    expect(apiModuleFolders).toContain('users');
    expect(remoteRoutes.every((route) => route.path?.startsWith('/'))).toBe(true);
    expect(migrationTables).toContain('users');
    expect(configVariables()).toContain('DATABASE_URL');
  });

  describe('docs/architecture.md', () => {
    const architecture = read('docs/architecture.md');
    const graph = /```mermaid\n([\s\S]*?)```/.exec(architecture)?.[1] ?? '';
    const graphNodes = new Set(graph.split(/\s+/).filter((token) => /^[a-z][\w-]*$/.test(token)));
    const projectRows = tableRows(section(architecture, '## Projects and their arrows'));

    it.each(projects.map((p) => [p.name, p.root]))(
      'names project %s (%s) in its graph and table',
      (name, dir) => {
        expect(graphNodes).toContain(name);
        expect([...projectRows.keys()]).toContain(dir);
      },
    );

    it('counts the libraries as they are', () => {
      const count = projects.filter((p) => p.root.startsWith('libs/')).length;
      const words = [
        'zero',
        'one',
        'two',
        'three',
        'four',
        'five',
        'six',
        'seven',
        'eight',
        'nine',
        'ten',
      ];
      expect(architecture).toMatch(new RegExp(`\\b(${count}|${words[count]}) libraries\\b`));
    });

    it.each(remoteRoutes.map((r) => [r.path, r.project]))(
      'gives route %s in the row of the %s remote',
      (routePath, project) => {
        expect(projectRows.get(`apps/${project}`)).toContain(`\`${routePath}\``);
      },
    );

    it.each(migrationTables.map((t) => [t]))(
      'lists table %s (from the migrations) under Data and migrations',
      (name) => {
        expect(section(architecture, '## Data and migrations')).toContain(`\`${name}\``);
      },
    );
  });

  it.each(apiModuleFolders.map((f) => [f]))(
    'apps/api/README.md describes module folder %s/ in its Layout',
    (folder) => {
      expect(section(read('apps/api/README.md'), '## Layout')).toContain(`\`${folder}/`);
    },
  );

  it.each(configVariables().map((v) => [v]))(
    'docs/configuration.md has a row for %s (read by apps/api/src/config)',
    (variable) => {
      expect([...tableRows(read('docs/configuration.md')).keys()]).toContain(variable);
    },
  );

  it('README.md is a front door: at most 150 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it.each(docsPages.filter((page) => page !== 'README.md').map((page) => [page]))(
    'docs/README.md indexes docs/%s',
    (page) => {
      expect(read('docs/README.md')).toContain(`](${page})`);
    },
  );

  const linked = ['README.md', 'CHANGELOG.md', ...docsPages.map((page) => `docs/${page}`)]
    .filter((file) => existsSync(path.join(root, file)))
    .flatMap(relativeLinks)
    .filter(
      ([file, target], index, all) =>
        all.findIndex(([f, t]) => f === file && t === target) === index,
    );
  it.each(linked)('%s: link %s resolves', (file, target) => {
    const resolved = path.join(root, path.dirname(file), decodeURI(target.split('#')[0]));
    expect(existsSync(resolved)).toBe(true);
  });
});
