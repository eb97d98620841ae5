import {
  DESCRIPTOR_HEADROOM,
  descriptorLimitWarning,
  descriptorsNeeded,
  openFilesSoftLimit,
} from './descriptor-limit';

const LIMITS = (soft: string, hard: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units',
    'Max processes             95711                95711                processes',
    `Max open files            ${soft.padEnd(20)} ${hard.padEnd(20)} files`,
    'Max locked memory         8388608              8388608              bytes',
  ].join('\n');

describe('the open-file limit an instance needs', () => {
  it('is one per stream, one per pooled connection, and the headroom', () => {
    expect(descriptorsNeeded(10_000, 16)).toBe(10_016 + DESCRIPTOR_HEADROOM);
  });

  it("reads the process's soft limit, not the hard one; none when unlimited or unreadable", () => {
    expect(openFilesSoftLimit(() => LIMITS('1024', '524288'))).toBe(1024);
    expect(openFilesSoftLimit(() => LIMITS('unlimited', 'unlimited'))).toBeNull();
    expect(
      openFilesSoftLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeNull();
  });

  it('warns at start, naming the variables and the fix, only when the soft limit is too low', () => {
    const warning = descriptorLimitWarning(10_000, 16, 1024);
    expect(warning).toContain('(1024)');
    expect(warning).toContain('EVENT_STREAMS_PER_INSTANCE=10000');
    expect(warning).toContain(`(${10_016 + DESCRIPTOR_HEADROOM})`);
    expect(warning).toContain('docs/operations.md');
    // The defaults (500 streams, a pool of 10) fit under the common 1024.
    expect(descriptorLimitWarning(500, 10, 1024)).toBeNull();
    expect(descriptorLimitWarning(10_000, 16, 65_536)).toBeNull();
    expect(descriptorLimitWarning(10_000, 16, null)).toBeNull();
  });
});
