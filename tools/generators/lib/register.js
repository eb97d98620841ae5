// @ts-check
// Registration edits that the generators make in existing files (app.module.ts, ENTITIES,
// MIGRATIONS, the contracts' index), made on the TypeScript syntax tree rather than by searching
// text, so formatting or comments around the list do not matter. Each edit is idempotent.
const ts = require('typescript');

/** @typedef {import('@nx/devkit').Tree} Tree */

/** @param {Tree} tree @param {string} file */
function sourceOf(tree, file) {
  const text = tree.read(file, 'utf-8');
  if (text === null)
    throw new Error(`${file} was not found: the generator registers the new code there.`);
  return { text, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) };
}

/**
 * `import { name } from 'from';`, unless the name is imported already.
 * @param {Tree} tree @param {string} file @param {string} name @param {string} from
 */
function addNamedImport(tree, file, name, from) {
  const { text, source } = sourceOf(tree, file);
  const imports = source.statements.filter(ts.isImportDeclaration);
  const already = imports.some((node) => {
    const bindings = node.importClause?.namedBindings;
    return (
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => element.name.text === name)
    );
  });
  if (already) return;
  const line = `import { ${name} } from '${from}';`;
  // Relative imports are kept in path order: before the first one that sorts after it.
  const next = imports.find((node) => {
    const specifier = /** @type {ts.StringLiteral} */ (node.moduleSpecifier).text;
    return from.startsWith('.') && specifier.startsWith('.') && specifier > from;
  });
  if (next) {
    const at = next.getStart();
    tree.write(file, `${text.slice(0, at)}${line}\n${text.slice(at)}`);
    return;
  }
  const at = imports.length ? imports[imports.length - 1].getEnd() : 0;
  tree.write(
    file,
    imports.length ? `${text.slice(0, at)}\n${line}${text.slice(at)}` : `${line}\n${text}`,
  );
}

/** @param {ts.Node} node @param {(node: ts.Node) => boolean} test @returns {ts.Node | undefined} */
function find(node, test) {
  if (test(node)) return node;
  return ts.forEachChild(node, (child) => find(child, test));
}

/**
 * Appends `name` to an array literal, unless it is in it already.
 * @param {Tree} tree @param {string} file @param {ts.ArrayLiteralExpression} array @param {string} text @param {string} name
 */
function appendToArray(tree, file, array, text, name) {
  if (array.elements.some((element) => element.getText() === name)) return;
  const last = array.elements[array.elements.length - 1];
  const at = last ? last.getEnd() : array.getStart() + 1;
  const insert = last ? `,\n${name}` : name;
  tree.write(file, `${text.slice(0, at)}${insert}${text.slice(at)}`);
}

/**
 * Adds `name` to the array a `const <constant> = [...]` declares (ENTITIES, MIGRATIONS).
 * @param {Tree} tree @param {string} file @param {string} constant @param {string} name
 */
function addToConstArray(tree, file, constant, name) {
  const { text, source } = sourceOf(tree, file);
  const declaration = find(
    source,
    (node) =>
      ts.isVariableDeclaration(node) &&
      node.name.getText() === constant &&
      !!node.initializer &&
      ts.isArrayLiteralExpression(node.initializer),
  );
  if (
    !declaration ||
    !ts.isVariableDeclaration(declaration) ||
    !declaration.initializer ||
    !ts.isArrayLiteralExpression(declaration.initializer)
  ) {
    throw new Error(`${file} has no \`const ${constant} = [...]\` to add ${name} to.`);
  }
  appendToArray(tree, file, declaration.initializer, text, name);
}

/**
 * Adds `name` to the `imports` of the `@Module({...})` of a file (app.module.ts).
 * @param {Tree} tree @param {string} file @param {string} name
 */
function addToModuleImports(tree, file, name) {
  const { text, source } = sourceOf(tree, file);
  const property = find(source, (node) => {
    if (
      !ts.isPropertyAssignment(node) ||
      node.name.getText() !== 'imports' ||
      !ts.isArrayLiteralExpression(node.initializer)
    )
      return false;
    const call = node.parent.parent;
    return ts.isCallExpression(call) && call.expression.getText() === 'Module';
  });
  if (
    !property ||
    !ts.isPropertyAssignment(property) ||
    !ts.isArrayLiteralExpression(property.initializer)
  ) {
    throw new Error(`${file} has no \`@Module({ imports: [...] })\` to add ${name} to.`);
  }
  appendToArray(tree, file, property.initializer, text, name);
}

/**
 * Appends `export * from '<from>';` to a barrel file unless it is there.
 * @param {Tree} tree @param {string} file @param {string} from
 */
function addExportAll(tree, file, from) {
  const { text, source } = sourceOf(tree, file);
  const already = source.statements.some(
    (node) =>
      ts.isExportDeclaration(node) &&
      !node.exportClause &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === from,
  );
  if (already) return;
  tree.write(file, `${text.trimEnd()}\nexport * from '${from}';\n`);
}

module.exports = { addNamedImport, addToConstArray, addToModuleImports, addExportAll };
