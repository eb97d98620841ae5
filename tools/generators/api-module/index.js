// @ts-check
// `npx nx g @profileproof/workspace:api-module --name=notes`: an admin API module on a table of its
// own, written as the existing modules are (see docs/how-to.md, "Add an API module").
const path = require('node:path');
const { formatFiles, generateFiles, names } = require('@nx/devkit');
const {
  addExportAll,
  addNamedImport,
  addToConstArray,
  addToModuleImports,
} = require('../lib/register');

const API = 'apps/api/src';
/** The spec that maps each table to the repository owning its SQL (issue 38). */
const TABLE_OWNERS = 'apps/api/test/table-ownership.spec.ts';
const MIGRATIONS_DIR = `${API}/database/migrations`;
/** The existing migrations' timestamps are spaced this far apart; a new one comes next. */
const MIGRATION_STEP = 100_000_000;

/** @typedef {{ name: string; singular?: string; skipFormat?: boolean }} ApiModuleSchema */

/**
 * The names the templates use, from the plural kebab-case domain (`saved-searches`).
 * @param {ApiModuleSchema} options
 */
function domainNames(options) {
  const plural = names(options.name);
  const singular = names(options.singular ?? options.name.replace(/s$/, ''));
  if (singular.fileName === plural.fileName) {
    throw new Error(
      `"${options.name}" and its singular are the same: pass --singular=<one of them>.`,
    );
  }
  const label = singular.fileName.replace(/-/g, ' ');
  return {
    fileName: plural.fileName,
    className: plural.className,
    propertyName: plural.propertyName,
    constantName: plural.constantName,
    tableName: plural.constantName.toLowerCase(),
    entityFile: singular.fileName,
    entityClass: singular.className,
    entityProperty: singular.propertyName,
    entityConstant: singular.constantName,
    /** "Note", for messages. */
    label: label.charAt(0).toUpperCase() + label.slice(1),
    /** "note", inside a sentence. */
    labelLower: label,
    /** "a note", "an announcement". */
    aLabel: `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`,
    /** "A note", "An announcement". */
    ALabel: `${/^[aeiou]/.test(label) ? 'An' : 'A'} ${label}`,
  };
}

/**
 * The next migration's timestamp: after every existing one, spaced as they are.
 * @param {import('@nx/devkit').Tree} tree
 */
function nextMigrationTimestamp(tree) {
  const stamps = tree.exists(MIGRATIONS_DIR)
    ? tree
        .children(MIGRATIONS_DIR)
        .map((file) => /^(\d+)-/.exec(file)?.[1])
        .filter((stamp) => stamp !== undefined)
        .map(Number)
    : [];
  return stamps.length ? Math.max(...stamps) + MIGRATION_STEP : Date.now();
}

/**
 * The new table's owner, first in OWNERS of the table-ownership spec (which fails on a table
 * without one); nothing when the spec is not there.
 * @param {import('@nx/devkit').Tree} tree
 * @param {string} table
 * @param {string} repository
 */
function addTableOwner(tree, table, repository) {
  const text = tree.read(TABLE_OWNERS, 'utf-8');
  if (text === null) return;
  const opening = /const OWNERS: Record<string, string\[\]> = \{\n/.exec(text);
  if (!opening) throw new Error(`${TABLE_OWNERS}: OWNERS not found`);
  const at = opening.index + opening[0].length;
  tree.write(TABLE_OWNERS, `${text.slice(0, at)}  ${table}: ['${repository}'],\n${text.slice(at)}`);
}

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {ApiModuleSchema} options
 */
async function apiModuleGenerator(tree, options) {
  const domain = domainNames(options);
  if (tree.exists(`${API}/${domain.fileName}`))
    throw new Error(`${API}/${domain.fileName} exists already.`);
  const timestamp = nextMigrationTimestamp(tree);
  const migrationClass = `Add${domain.className}${timestamp}`;
  const substitutions = { ...domain, timestamp, migrationClass, template: '' };

  const files = (/** @type {string} */ folder) => path.join(__dirname, 'files', folder);
  generateFiles(tree, files('contracts'), 'libs/contracts/src/lib', substitutions);
  generateFiles(
    tree,
    files('contracts-messages'),
    'libs/contracts/src/lib/messages',
    substitutions,
  );
  generateFiles(tree, files('api'), API, substitutions);
  generateFiles(tree, files('migration'), MIGRATIONS_DIR, substitutions);
  generateFiles(tree, files('test'), 'apps/api/test', substitutions);

  addExportAll(tree, 'libs/contracts/src/index.ts', `./lib/${domain.fileName}`);
  addExportAll(tree, 'libs/contracts/src/lib/messages/index.ts', `./${domain.fileName}`);
  const entities = `${API}/database/entities.ts`;
  addNamedImport(
    tree,
    entities,
    domain.entityClass,
    `../${domain.fileName}/entities/${domain.entityFile}.entity`,
  );
  addToConstArray(tree, entities, 'ENTITIES', domain.entityClass);
  const migrations = `${MIGRATIONS_DIR}/index.ts`;
  addNamedImport(tree, migrations, migrationClass, `./${timestamp}-Add${domain.className}`);
  addToConstArray(tree, migrations, 'MIGRATIONS', migrationClass);
  const appModule = `${API}/app/app.module.ts`;
  addNamedImport(
    tree,
    appModule,
    `${domain.className}Module`,
    `../${domain.fileName}/${domain.fileName}.module`,
  );
  addToModuleImports(tree, appModule, `${domain.className}Module`);
  addTableOwner(tree, domain.tableName, `${domain.fileName}/${domain.fileName}.repository.ts`);

  if (!options.skipFormat) await formatFiles(tree);
}

module.exports = apiModuleGenerator;
module.exports.default = apiModuleGenerator;
module.exports.domainNames = domainNames;
