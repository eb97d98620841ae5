import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));
/** The front ends, from the table of remotes: each app in its own scope. */
const remoteTable = JSON.parse(
  readFileSync(path.join(workspaceRoot, 'libs/remotes/src/remotes.json'), 'utf8'),
);
const APP_SCOPES = [
  remoteTable.host.project,
  ...remoteTable.remotes.map((remote) => remote.project),
  'api',
  'e2e',
];

/**
 * Lint zones between the feature folders of each front end (as in bulletproof-react): a feature
 * imports its own files and the app's `src/shared`, never another feature, and `src/shared` never
 * imports a feature. Read from the folders, so a new feature is covered as soon as it exists.
 */
function featureZones() {
  const subfolders = (dir) =>
    readdirSync(path.join(workspaceRoot, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const message = "Features never import each other: move what they share to the app's src/shared.";
  return subfolders('apps')
    .filter((app) => existsSync(path.join(workspaceRoot, `apps/${app}/src/features`)))
    .flatMap((app) => {
      const features = `./apps/${app}/src/features`;
      return [
        ...subfolders(features).map((feature) => ({
          target: `${features}/${feature}`,
          from: features,
          except: [`./${feature}`],
          message,
        })),
        {
          target: `./apps/${app}/src/shared`,
          from: features,
          message: 'Shared code sits below the features: it never imports one.',
        },
      ];
    });
}

const TEST_HELPERS_ONLY_IN_SPECS = {
  name: '@profileproof/web-testing',
  message: 'Test helpers belong in *.spec.* files only.',
};

/** The module-boundary rule's options (see below), also those of the API tests' override. */
const MODULE_BOUNDARIES = {
  enforceBuildableLibDependency: true,
  allow: [],
  depConstraints: [
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access', 'type:testing'],
    },
    {
      sourceTag: 'type:testing',
      onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access'],
    },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
    {
      sourceTag: 'type:data-access',
      onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
    },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util', 'type:ui'] },
    { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
    ...APP_SCOPES.map((scope) => ({
      sourceTag: `scope:${scope}`,
      onlyDependOnLibsWithTags: ['scope:shared'],
    })),
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    {
      sourceTag: 'platform:node',
      onlyDependOnLibsWithTags: ['platform:any', 'platform:node'],
    },
    {
      sourceTag: 'platform:web',
      onlyDependOnLibsWithTags: ['platform:any', 'platform:web'],
    },
    { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
  ],
};

/**
 * One lint configuration for the whole workspace. The module-boundary rule is what keeps the
 * micro-frontends independently deployable: a remote may only use shared libraries, never
 * another remote, and a library never reaches into an app.
 */
export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      'tmp',
      '.data',
      '.nx',
      '**/test-results',
      '**/playwright-report',
      // Generated from the API's OpenAPI document (`npm run openapi`)
      'libs/contracts/src/generated',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  // Regular expressions run on untrusted input: no pattern may take super-linear time (ReDoS).
  // The recommended set finds mistakes too (unused groups, useless escapes, …); of it, two rules
  // only restyle correct patterns (`[A-Za-z0-9_-]` as `[\w-]`, letter ranges as the `i` flag),
  // and spelling an alphabet out, as for base64url, reads better: those two are off.
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/prefer-w': 'off',
      'regexp/use-ignore-case': 'off',
    },
  },
  // Sizes (issue 38): a source file stays within 320 lines, a component (any function of a .tsx)
  // within 150; split by responsibility before either grows past. Tests and migrations aside.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/migrations/**'],
    rules: { 'max-lines': ['error', { max: 320 }] },
  },
  {
    files: ['**/*.tsx'],
    ignores: ['**/*.spec.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', MODULE_BOUNDARIES],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No import cycles inside a project: a file never needs, through any chain of relative
    // imports, a file that needs it back (cycles across projects, through `@profileproof/*`, are
    // the module-boundary rule's). The resolver follows relative imports only.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones: featureZones() }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they need no other fixture.
    files: ['apps/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Build and test configuration reads the workspace's shared presets (tools/, jest.preset.js);
    // the e2e harness starts the product with the same script `npm start` uses. None is app code.
    files: [
      '**/jest.config.js',
      '**/rspack.config.js',
      '**/playwright.config.ts',
      'apps/e2e/src/support/**',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The API's tests run the payment adapters against the fake providers (tools/fake-providers,
    // a `type:tool` project that nothing under apps/ may import otherwise): that one import only.
    files: ['apps/api/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { ...MODULE_BOUNDARIES, allow: ['^(\\.\\./)+tools/fake-providers/src$'] },
      ],
    },
  },
  {
    // The component-test harness stubs fetch: it must never reach shipped code.
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [TEST_HELPERS_ONLY_IN_SPECS] }] },
  },
  {
    // The API validates input where it enters (it sets no global pipe): its routes take Body,
    // Query and Param from app/validation.ts, which bind the validation pipe to Nest's.
    files: ['apps/api/src/**/*.ts', 'apps/api/test/support/**/*.ts'],
    ignores: ['**/*.spec.ts', 'apps/api/src/app/validation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            TEST_HELPERS_ONLY_IN_SPECS,
            {
              name: '@nestjs/common',
              importNames: ['Body', 'Query', 'Param'],
              message:
                "Import Body, Query and Param from the API's app/validation.ts: they validate the input.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', '**/rspack.config.js', 'tools/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
