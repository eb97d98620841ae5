import { PENDING_PAGE_SIZE, PENDING_QUEUE_CAP } from '@profileproof/contracts';
import { anAdminSubmission } from '../../testing/fixtures';
import { nextWindowLimit, queueExtent, waitingCount } from './queue-window';

const aWindow = (shown: number, limit: number) => ({
  submissions: Array.from({ length: shown }, (_, index) => anAdminSubmission({ id: index + 1 })),
  limit,
});

describe('nextWindowLimit', () => {
  it(`grows by ${PENDING_PAGE_SIZE} and stops at ${PENDING_QUEUE_CAP}`, () => {
    expect(nextWindowLimit(50)).toBe(100);
    expect(nextWindowLimit(450)).toBe(500);
    expect(nextWindowLimit(500)).toBe(500);
  });
});

describe('queueExtent', () => {
  it('calls a list shorter than its window the whole queue, whatever the statistics say', () => {
    expect(queueExtent(aWindow(2, 50), 2)).toEqual({ kind: 'whole', shown: 2 });
    expect(queueExtent(aWindow(49, 50), 70)).toEqual({ kind: 'whole', shown: 49 });
    expect(queueExtent(aWindow(0, 50), undefined)).toEqual({ kind: 'whole', shown: 0 });
  });

  it('calls a full window the whole queue when the statistics count no more', () => {
    expect(queueExtent(aWindow(50, 50), 50)).toEqual({ kind: 'whole', shown: 50 });
    expect(queueExtent(aWindow(50, 50), 48)).toEqual({ kind: 'whole', shown: 50 });
  });

  it('calls a full window part of a longer queue when the statistics count more, or are not known', () => {
    expect(queueExtent(aWindow(50, 50), 1234)).toEqual({
      kind: 'window',
      shown: 50,
      total: 1234,
      atCap: false,
    });
    expect(queueExtent(aWindow(100, 100), undefined)).toEqual({
      kind: 'window',
      shown: 100,
      total: null,
      atCap: false,
    });
    expect(queueExtent(aWindow(500, 500), 501)).toEqual({
      kind: 'window',
      shown: 500,
      total: 501,
      atCap: true,
    });
  });
});

describe('waitingCount', () => {
  it('counts the list, the total of a longer queue, or the list and more', () => {
    expect(waitingCount({ kind: 'whole', shown: 2 })).toBe('2');
    expect(waitingCount({ kind: 'window', shown: 50, total: 1234, atCap: false })).toBe('1,234');
    expect(waitingCount({ kind: 'window', shown: 50, total: null, atCap: false })).toBe('50+');
  });
});
