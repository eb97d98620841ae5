import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';

/**
 * One lint configuration for the whole workspace. The module-boundary rule is what keeps the
 * micro-frontends independently deployable: a remote may only use shared libraries, never
 * another remote, and a library never reaches into an app.
 */
export default [
  { ignores: ['**/dist', '**/node_modules', 'tmp', '.data', '.nx', '**/test-results', '**/playwright-report'] },
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
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access', 'type:testing'] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util', 'type:ui'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:auth', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:user-submissions', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:admin-console', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:any', 'platform:node'] },
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:any', 'platform:web'] },
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
    // the e2e harness starts the product with the same script `npm start` uses; the shell's test of
    // what it provides to the remotes reads tools/rspack/federation.js. None is app code.
    files: ['**/jest.config.js', '**/rspack.config.js', '**/playwright.config.ts', 'apps/e2e/src/support/**', 'apps/shell/src/remotes/provided-shared.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The component-test harness stubs fetch: it must never reach shipped code.
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@profileproof/web-testing', message: 'Test helpers belong in *.spec.* files only.' }] },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', '**/rspack.config.js', 'tools/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];
