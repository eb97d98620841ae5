// What a TypeScript module imports, read with SWC's parser (`@swc/core`; SWC also compiles the
// front ends), not by searching its text: a comment or a string that names a package imports
// nothing, and neither does a type-level `typeof import('…')`.
const { readFileSync } = require('node:fs');
const { parseSync } = require('@swc/core');

/**
 * One import or re-export of a module.
 * @typedef {object} ModuleImport
 * @property {string} specifier The module, as written (`react-router`, `@profileproof/ui`, `./paths`).
 * @property {string[] | null} names The exports taken by name (type-only ones left out; none for
 *   `import type`, or for an import only run for its side effects), or null when the default
 *   export or the whole module is taken (`import X`, `* as`, `export *`, `import()`).
 */

/** @returns {string[] | null} */
function importSpecifierNames(specifiers) {
  const names = [];
  for (const specifier of specifiers) {
    if (specifier.type !== 'ImportSpecifier') return null;
    if (!specifier.isTypeOnly) names.push((specifier.imported ?? specifier.local).value);
  }
  return names;
}

/** @returns {string[] | null} */
function exportSpecifierNames(specifiers) {
  const names = [];
  for (const specifier of specifiers) {
    if (specifier.type !== 'ExportSpecifier') return null;
    if (!specifier.isTypeOnly) names.push(specifier.orig.value);
  }
  return names;
}

/** The modules a file loads with `import('…')` (a literal module name), anywhere in its code. */
function dynamicImports(node, found = []) {
  if (Array.isArray(node)) {
    for (const item of node) dynamicImports(item, found);
  } else if (node && typeof node === 'object') {
    const argument =
      node.type === 'CallExpression' && node.callee.type === 'Import'
        ? node.arguments[0]?.expression
        : null;
    if (argument?.type === 'StringLiteral') found.push(argument.value);
    if (argument?.type === 'TemplateLiteral' && argument.expressions.length === 0)
      found.push(argument.quasis[0].cooked);
    for (const value of Object.values(node)) dynamicImports(value, found);
  }
  return found;
}

/** One top-level statement's import or re-export, if it is one. @returns {ModuleImport | null} */
function declarationImport(item) {
  switch (item.type) {
    case 'ImportDeclaration':
      return {
        specifier: item.source.value,
        names: item.typeOnly ? [] : importSpecifierNames(item.specifiers),
      };
    case 'ExportNamedDeclaration':
      if (!item.source) return null;
      return {
        specifier: item.source.value,
        names: item.typeOnly ? [] : exportSpecifierNames(item.specifiers),
      };
    case 'ExportAllDeclaration':
      return { specifier: item.source.value, names: item.typeOnly ? [] : null };
    case 'TsImportEqualsDeclaration':
      // `import x = require('…')`
      if (item.moduleRef.type !== 'TsExternalModuleReference') return null;
      return { specifier: item.moduleRef.expression.value, names: item.isTypeOnly ? [] : null };
    default:
      return null;
  }
}

/** @param {string} file @param {string} text @returns {ModuleImport[]} */
function parseImports(file, text) {
  let program;
  try {
    program = parseSync(text, {
      syntax: 'typescript',
      tsx: file.endsWith('.tsx'),
      target: 'es2022',
    });
  } catch (error) {
    throw new Error(`${file} could not be parsed to read its imports: ${error.message ?? error}`);
  }
  const declared = program.body.map(declarationImport).filter((found) => found !== null);
  const loaded = dynamicImports(program.body).map((specifier) => ({ specifier, names: null }));
  return [...declared, ...loaded];
}

/**
 * A build reads the same files several times (the shell's provided exports, the contract check,
 * the libraries' versions): each is parsed again only when its text changed.
 * @type {Map<string, { text: string, imports: ModuleImport[] }>}
 */
const parsed = new Map();

/**
 * Every import and re-export of a TypeScript file, in source order, then its `import()` calls.
 * @param {string} file
 * @returns {ModuleImport[]}
 */
function moduleImports(file) {
  const text = readFileSync(file, 'utf8');
  const known = parsed.get(file);
  if (known?.text === text) return known.imports;
  const imports = parseImports(file, text);
  parsed.set(file, { text, imports });
  return imports;
}

/**
 * The names the given files take from `packageName` (named imports and re-exports, sorted;
 * type-only ones excluded), or null when one of them takes its default export or the whole module.
 * @param {string} packageName
 * @param {string[]} files
 * @returns {string[] | null}
 */
function importedNames(packageName, files) {
  const names = new Set();
  for (const { specifier, names: taken } of files.flatMap(moduleImports)) {
    if (specifier !== packageName) continue;
    if (taken === null) return null;
    for (const name of taken) names.add(name);
  }
  return [...names].sort();
}

module.exports = { moduleImports, importedNames };
