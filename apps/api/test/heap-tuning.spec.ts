import { spawnSync } from 'node:child_process';
import { API_V8_FLAGS } from '../src/app/heap-tuning';

/**
 * The flags' effect is measured by the API benchmark (CHANGELOG.md, "Benchmark findings: where
 * the API's extra cost went"): timing and garbage-collection counts make no stable test. What can
 * silently break is the flag itself: V8 ignores a flag it does not know (a Node upgrade that
 * renames one), saying so on standard error only. These tests fail then.
 */
describe("the API's V8 heap flags", () => {
  it.each(API_V8_FLAGS)('%s is a flag this Node knows', (flag) => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    expect(options.stdout).toContain(`  --${flag.replace(/^--no-/, '')} `);
  });

  it.each(API_V8_FLAGS)('%s is taken at run time, as heap-tuning.ts sets it', (flag) => {
    const run = spawnSync(
      process.execPath,
      ['-e', 'require("node:v8").setFlagsFromString(process.env.V8_FLAG)'],
      { encoding: 'utf8', env: { ...process.env, V8_FLAG: flag } },
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
