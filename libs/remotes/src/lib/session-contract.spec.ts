import { createHash } from 'node:crypto';
import contract from '../session-contract.json';
import { SESSION_CONTRACT_VERSION, supportsContract } from './session-contract';

/** The lists of session-contract.json, in a stable order, hashed: what `released` records per version. */
function fingerprint(provides: Record<string, string[]>): string {
  const sorted = Object.fromEntries(
    Object.entries(provides)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, exports]) => [name, [...exports].sort()]),
  );
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 16);
}

describe('the session contract', () => {
  it('is a released semantic version: changed lists need a new version', () => {
    expect(SESSION_CONTRACT_VERSION).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    const released = contract.released as Record<string, string>;
    const current = fingerprint(contract.provides);
    // On failure: the lists changed. Bump "version" (minor: names added; major: names removed or
    // their behaviour changed) and add it to "released" with the fingerprint received here.
    expect({ [SESSION_CONTRACT_VERSION]: released[SESSION_CONTRACT_VERSION] }).toEqual({
      [SESSION_CONTRACT_VERSION]: current,
    });
    const versions = Object.keys(released);
    expect(new Set(Object.values(released)).size).toBe(versions.length);
  });

  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.0', '1.3.2', true],
    ['1.2.0', '1.3.0', true],
    ['1.2.5', '1.2.4', false],
    ['1.4.0', '1.3.9', false],
    ['2.0.0', '1.9.0', false],
    ['1.0.0', '2.0.0', false],
    ['0.3.1', '0.3.4', true],
    ['0.3.1', '0.4.0', false],
    ['0.0.3', '0.0.4', false],
  ])('a remote built for %s runs in a shell offering %s: %s', (required, offered, supported) => {
    expect(supportsContract(required, offered)).toBe(supported);
  });

  it('refuses a remote that declares no version, or no valid one', () => {
    expect(supportsContract(undefined)).toBe(false);
    expect(supportsContract('1.0')).toBe(false);
    expect(supportsContract('^1.0.0')).toBe(false);
    expect(supportsContract(SESSION_CONTRACT_VERSION)).toBe(true);
  });
});
