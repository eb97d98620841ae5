// Node module hooks (module.register) that load the API's TypeScript migrations
// (apps/api/src/database/migrations, for tallies.mjs) in a plain Node process: each `.ts` file is transpiled with @swc/core
// (types stripped, nothing else changed), and a relative import without an extension inside one
// (`./x`) resolves to the `.ts` file beside it (or a folder's `index.ts`), and a workspace library's alias
// (`@profileproof/contracts`, which a migration may import) to the file tsconfig.base.json names.
// Decorators and Nest are not understood here.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { transform } from '@swc/core';

const TS = /\.ts$/;
const WORKSPACE = new URL('../../../', import.meta.url);
const ALIASES = JSON.parse(readFileSync(new URL('tsconfig.base.json', WORKSPACE), 'utf8'))
  .compilerOptions.paths;

export async function resolve(specifier, context, nextResolve) {
  const [aliased] = ALIASES[specifier] ?? [];
  if (aliased)
    return nextResolve(pathToFileURL(new URL(aliased, WORKSPACE).pathname).href, context);
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  if (
    relative &&
    context.parentURL &&
    TS.test(context.parentURL) &&
    !/\.[cm]?[jt]s$/.test(specifier)
  ) {
    const file = existsSync(new URL(`${specifier}.ts`, context.parentURL))
      ? `${specifier}.ts`
      : `${specifier}/index.ts`;
    return nextResolve(file, context);
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!TS.test(url)) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { code } = await transform(source, {
    filename: new URL(url).pathname,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
    sourceMaps: false,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
