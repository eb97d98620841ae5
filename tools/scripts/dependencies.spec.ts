import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * What package.json promises the images: `dependencies` is what the API loads at run time (the
 * API image installs them alone, `npm ci --omit=dev`) and what the front ends ship; build and
 * test tools are `devDependencies`. The API's imports are read with TypeScript's parser,
 * through the workspace libraries its bundle compiles in.
 */
const workspaceRoot = path.join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const workspaceLibraries = Object.keys(
  (
    JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
      compilerOptions: { paths: object };
    }
  ).compilerOptions.paths,
);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(?:ts|mjs|js)$/.test(entry.name) &&
        !/\.spec\.|\.test\./.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The npm package an import names (`@scope/name/sub` → `@scope/name`), or null for a file, a built-in or a workspace library. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || path.isAbsolute(specifier) || isBuiltin(specifier)) return null;
  if (
    workspaceLibraries.some(
      (library) => specifier === library || specifier.startsWith(`${library}/`),
    )
  )
    return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The module specifiers a file loads at run time: type-only imports and exports are erased by the build. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
  );
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements
          : undefined;
      const typeOnly =
        clause?.isTypeOnly ||
        (!clause?.name &&
          named !== undefined &&
          named.length > 0 &&
          named.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function packagesImportedBy(folders: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(workspaceRoot, folder)))) {
    for (const specifier of runtimeImports(file)) {
      const name = packageOf(specifier);
      if (name && !found.has(name)) found.set(name, path.relative(workspaceRoot, file));
    }
  }
  return found;
}

describe('package.json', () => {
  it('lists every package the API loads at run time in dependencies, which the API image installs alone', () => {
    // The API bundle compiles these workspace libraries in; their imports are the API's too.
    const imported = packagesImportedBy([
      'apps/api/src',
      'libs/contracts/src',
      'libs/analysis/src',
    ]);
    expect(imported.size).toBeGreaterThan(10);
    const missing = [...imported]
      .filter(([name]) => !(name in manifest.dependencies))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('keeps build and test tools in devDependencies', () => {
    const tool =
      /^(?:nx|@nx\/.*|typescript|jest|@jest\/.*|eslint|prettier|@rspack\/.*|@swc\/.*|@playwright\/.*|playwright.*|@types\/.*|@testing-library\/.*)$/;
    expect(Object.keys(manifest.dependencies).filter((name) => tool.test(name))).toEqual([]);
  });

  it('pins every version exactly', () => {
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
      ([, version]) => !/^\d+\.\d+\.\d+$/.test(version),
    );
    expect(ranges).toEqual([]);
  });
});
