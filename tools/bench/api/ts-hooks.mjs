// Node module hooks (module.register) that load the API's TypeScript SQL modules
// (apps/api/src/**/*.sql.ts) in a plain Node process: each `.ts` file is transpiled with @swc/core
// (types stripped, nothing else changed), and a relative import without an extension inside one
// (`./review.sql`) resolves to the `.ts` file beside it. The SQL modules import only one another,
// so nothing else (decorators, path aliases, Nest) has to be understood here.
import { readFile } from 'node:fs/promises';
import { transform } from '@swc/core';

const TS = /\.ts$/;

export async function resolve(specifier, context, nextResolve) {
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  if (
    relative &&
    context.parentURL &&
    TS.test(context.parentURL) &&
    !/\.[cm]?[jt]s$/.test(specifier)
  ) {
    return nextResolve(`${specifier}.ts`, context);
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
