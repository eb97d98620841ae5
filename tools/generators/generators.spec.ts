import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addProjectConfiguration, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import ts from 'typescript';
import apiModuleGenerator from './api-module';
import featureGenerator from './feature';

const workspaceRoot = path.join(__dirname, '../..');
/**
 * The real files the api-module generator edits, copied into the virtual tree as they are today.
 * The generators run with skipFormat: Prettier, an ES module, cannot be imported inside Jest.
 */
const EDITED = [
  'apps/api/src/app/app.module.ts',
  'apps/api/src/database/entities.ts',
  'apps/api/src/database/migrations/index.ts',
  'libs/contracts/src/index.ts',
  'libs/contracts/src/lib/messages/index.ts',
  'apps/api/test/table-ownership.spec.ts',
];
const MIGRATIONS_DIR = 'apps/api/src/database/migrations';
/** The newest migration today: the generator's comes one step (100,000,000 ms) after it. */
const LATEST_MIGRATION = readdirSync(path.join(workspaceRoot, MIGRATIONS_DIR))
  .filter((file) => /^\d+-\w+\.ts$/.test(file))
  .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]))
  .at(-1) as string;
const NEXT_STAMP = Number(LATEST_MIGRATION.split('-')[0]) + 100_000_000;

function workspaceTree(): Tree {
  const tree = createTreeWithEmptyWorkspace({ formatter: 'none' });
  for (const file of [...EDITED, `${MIGRATIONS_DIR}/${LATEST_MIGRATION}`])
    tree.write(file, readFileSync(path.join(workspaceRoot, file), 'utf8'));
  return tree;
}

function read(tree: Tree, file: string): string {
  const text = tree.read(file, 'utf-8');
  if (text === null) throw new Error(`${file} was not written`);
  return text;
}

/** The identifiers of an array literal found by `pick`, read from the syntax tree. */
function arrayElements(
  text: string,
  pick: (node: ts.Node) => ts.ArrayLiteralExpression | undefined,
): string[] {
  const source = ts.createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true);
  let found: ts.ArrayLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    found ??= pick(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error('array not found');
  return found.elements.map((element) => element.getText());
}

const constArray = (name: string) => (node: ts.Node) =>
  ts.isVariableDeclaration(node) &&
  node.name.getText() === name &&
  node.initializer &&
  ts.isArrayLiteralExpression(node.initializer)
    ? node.initializer
    : undefined;
const moduleImports = (node: ts.Node) =>
  ts.isPropertyAssignment(node) &&
  node.name.getText() === 'imports' &&
  ts.isArrayLiteralExpression(node.initializer)
    ? node.initializer
    : undefined;

const importsOf = (text: string) =>
  ts
    .createSourceFile('file.ts', text, ts.ScriptTarget.Latest, true)
    .statements.filter(ts.isImportDeclaration)
    .map((node) => node.getText());

describe('api-module generator', () => {
  it('writes the module, its layers, DTOs, entity, migration, contract and both tests', async () => {
    const tree = workspaceTree();
    await apiModuleGenerator(tree, { name: 'memos', skipFormat: true });
    for (const file of [
      'apps/api/src/memos/memos.module.ts',
      'apps/api/src/memos/memos.controller.ts',
      'apps/api/src/memos/memos.service.ts',
      'apps/api/src/memos/memos.repository.ts',
      'apps/api/src/memos/memos.service.spec.ts',
      'apps/api/src/memos/entities/memo.entity.ts',
      'apps/api/src/memos/dto/memo.dto.ts',
      `apps/api/src/database/migrations/${NEXT_STAMP}-AddMemos.ts`,
      'apps/api/test/memos.spec.ts',
      'libs/contracts/src/lib/memos.ts',
      'libs/contracts/src/lib/messages/memos.ts',
    ]) {
      expect({ file, written: tree.exists(file) }).toEqual({ file, written: true });
    }
    expect(
      tree
        .listChanges()
        .filter((change) => change.path.includes('.template') || change.path.includes('__')),
    ).toEqual([]);
  });

  it('registers the module in app.module, the entity, the migration and the contract', async () => {
    const tree = workspaceTree();
    await apiModuleGenerator(tree, { name: 'memos', skipFormat: true });
    const appModule = read(tree, 'apps/api/src/app/app.module.ts');
    expect(arrayElements(appModule, moduleImports)).toEqual(
      expect.arrayContaining(['DeskModule', 'MemosModule']),
    );
    const appImports = importsOf(appModule);
    // In path order among the relative imports, as the file keeps them.
    expect(
      appImports[appImports.indexOf("import { MemosModule } from '../memos/memos.module';") + 1],
    ).toBe("import { MetricsModule } from '../metrics/metrics.module';");

    const entities = read(tree, 'apps/api/src/database/entities.ts');
    // Appended after the entities there are.
    const existing = arrayElements(
      readFileSync(path.join(workspaceRoot, 'apps/api/src/database/entities.ts'), 'utf8'),
      constArray('ENTITIES'),
    );
    expect(arrayElements(entities, constArray('ENTITIES'))).toEqual([...existing, 'Memo']);
    expect(importsOf(entities)).toContain("import { Memo } from '../memos/entities/memo.entity';");

    const before = arrayElements(
      readFileSync(path.join(workspaceRoot, MIGRATIONS_DIR, 'index.ts'), 'utf8'),
      constArray('MIGRATIONS'),
    );
    const migrations = read(tree, 'apps/api/src/database/migrations/index.ts');
    expect(arrayElements(migrations, constArray('MIGRATIONS')).slice(-2)).toEqual([
      before.at(-1),
      `AddMemos${NEXT_STAMP}`,
    ]);
    expect(importsOf(migrations)).toContain(
      `import { AddMemos${NEXT_STAMP} } from './${NEXT_STAMP}-AddMemos';`,
    );

    expect(read(tree, 'libs/contracts/src/index.ts')).toMatch(
      /^export \* from '\.\/lib\/memos';$/m,
    );
    expect(read(tree, 'libs/contracts/src/lib/messages/index.ts')).toMatch(
      /^export \* from '\.\/memos';$/m,
    );
  });

  it('keeps every SQL statement in the repository and guards the controller for admins', async () => {
    const tree = workspaceTree();
    await apiModuleGenerator(tree, { name: 'memos', skipFormat: true });
    const sql = /\b(SELECT|INSERT|UPDATE|DELETE)\b/;
    expect(read(tree, 'apps/api/src/memos/memos.repository.ts')).toMatch(sql);
    expect(read(tree, 'apps/api/src/memos/memos.service.ts')).not.toMatch(sql);
    expect(read(tree, 'apps/api/src/memos/memos.service.ts')).toContain(
      'this.dataSource.transaction(',
    );
    const controller = read(tree, 'apps/api/src/memos/memos.controller.ts');
    expect(controller).toContain("@Roles('admin')");
    expect(controller).toContain('@ApiBearerAuth()');
    // The body validated: Body from the API's validation module, never Nest's bare one.
    expect(importsOf(controller)).toContain("import { Body } from '../app/validation';");
    expect(controller).not.toMatch(/import \{[^}]*\bBody\b[^}]*\} from '@nestjs\/common'/);
    expect(read(tree, 'apps/api/test/table-ownership.spec.ts')).toContain(
      "  memos: ['memos/memos.repository.ts'],",
    );
    expect(read(tree, 'apps/api/src/memos/dto/memo.dto.ts')).toContain("from 'class-validator'");
    expect(read(tree, 'apps/api/src/memos/memos.service.spec.ts')).toContain(
      'let sut: MemosService;',
    );
  });

  it('names a compound domain in every case it is used', async () => {
    const tree = workspaceTree();
    await apiModuleGenerator(tree, {
      name: 'saved-searches',
      singular: 'saved-search',
      skipFormat: true,
    });
    expect(tree.exists('apps/api/src/saved-searches/entities/saved-search.entity.ts')).toBe(true);
    const entity = read(tree, 'apps/api/src/saved-searches/entities/saved-search.entity.ts');
    expect(entity).toContain("@Entity({ name: 'saved_searches' })");
    expect(entity).toContain('export class SavedSearch {');
    expect(read(tree, 'libs/contracts/src/lib/saved-searches.ts')).toContain(
      "list: '/api/admin/saved-searches/'",
    );
    expect(arrayElements(read(tree, 'apps/api/src/app/app.module.ts'), moduleImports)).toContain(
      'SavedSearchesModule',
    );
  });

  it('refuses a module that exists, and a name whose singular it cannot tell', async () => {
    const tree = workspaceTree();
    await apiModuleGenerator(tree, { name: 'memos', skipFormat: true });
    await expect(apiModuleGenerator(tree, { name: 'memos', skipFormat: true })).rejects.toThrow(
      'apps/api/src/memos exists already.',
    );
    await expect(
      apiModuleGenerator(workspaceTree(), { name: 'staff', skipFormat: true }),
    ).rejects.toThrow('pass --singular');
  });
});

describe('feature generator', () => {
  async function treeWithMemosApi(): Promise<Tree> {
    const tree = workspaceTree();
    await apiModuleGenerator(tree, { name: 'memos', skipFormat: true });
    addProjectConfiguration(tree, 'admin-console', {
      root: 'apps/admin-console',
      sourceRoot: 'apps/admin-console/src',
      tags: ['platform:web'],
    });
    addProjectConfiguration(tree, 'api', {
      root: 'apps/api',
      sourceRoot: 'apps/api/src',
      tags: ['platform:node'],
    });
    return tree;
  }

  it('writes one api file per call, the screen and its test in the feature folder', async () => {
    const tree = await treeWithMemosApi();
    await featureGenerator(tree, { project: 'admin-console', name: 'memos', skipFormat: true });
    const feature = 'apps/admin-console/src/features/memos';
    expect(
      tree
        .listChanges()
        .map((change) => change.path)
        .filter((file) => file.startsWith(feature))
        .sort(),
    ).toEqual([
      `${feature}/api/create-memo.ts`,
      `${feature}/api/memos.ts`,
      `${feature}/components/memos-screen.tsx`,
      `${feature}/memos-screen.spec.tsx`,
    ]);
    expect(read(tree, `${feature}/api/memos.ts`)).toContain('export function useMemos()');
    expect(read(tree, `${feature}/api/create-memo.ts`)).toContain(
      'export function useCreateMemo()',
    );
    expect(read(tree, `${feature}/components/memos-screen.tsx`)).toContain(
      'export function MemosScreen()',
    );
  });

  it("sends the admin console's calls through its adminRequest, other front ends' through the API client", async () => {
    const tree = await treeWithMemosApi();
    tree.write('apps/admin-console/src/shared/api/admin-request.ts', 'export {};\n');
    addProjectConfiguration(tree, 'user-submissions', {
      root: 'apps/user-submissions',
      sourceRoot: 'apps/user-submissions/src',
      tags: ['platform:web'],
    });
    await featureGenerator(tree, { project: 'admin-console', name: 'memos', skipFormat: true });
    await featureGenerator(tree, { project: 'user-submissions', name: 'memos', skipFormat: true });
    const admin = read(tree, 'apps/admin-console/src/features/memos/api/memos.ts');
    expect(admin).toContain(
      "import { adminRequest, retryAdminQuery } from '../../../shared/api/admin-request';",
    );
    expect(admin).toContain('adminRequest<MemoListResponse>(api, MEMOS_PATHS.list)');
    expect(read(tree, 'apps/admin-console/src/features/memos/api/create-memo.ts')).toContain(
      'adminRequest<Memo>(api, MEMOS_PATHS.list, {',
    );
    const user = read(tree, 'apps/user-submissions/src/features/memos/api/memos.ts');
    expect(user).not.toContain('adminRequest');
    expect(user).toContain('api.request<MemoListResponse>(MEMOS_PATHS.list)');
  });

  it('names the folder apart from the API module it calls', async () => {
    const tree = await treeWithMemosApi();
    await featureGenerator(tree, {
      project: 'admin-console',
      name: 'memo-board',
      api: 'memos',
      skipFormat: true,
    });
    const screen = read(
      tree,
      'apps/admin-console/src/features/memo-board/components/memo-board-screen.tsx',
    );
    expect(screen).toContain('export function MemoBoardScreen()');
    expect(screen).toContain("from '../api/memos'");
  });

  it('refuses a project that is no front end, and an API module that does not exist', async () => {
    const tree = await treeWithMemosApi();
    await expect(
      featureGenerator(tree, { project: 'api', name: 'memos', skipFormat: true }),
    ).rejects.toThrow('api is not a front end');
    await expect(
      featureGenerator(tree, { project: 'admin-console', name: 'invoices', skipFormat: true }),
    ).rejects.toThrow('libs/contracts/src/lib/invoices.ts was not found');
  });
});
