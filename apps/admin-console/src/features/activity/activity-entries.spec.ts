import { formatDate } from '@profileproof/ui';
import {
  actionLabel,
  actorText,
  detailsSummary,
  filtersToParams,
  readActivityView,
  targetText,
} from './activity-entries';

describe('the activity log in words', () => {
  it.each([
    ['reply.sent', { profile_score: 72, spam_score: 10 }, 'Profile score 72 · spam 10'],
    ['reply.resent', { profile_score: 40 }, 'Profile score 40'],
    ['submission.deleted', { owner: 'ada@example.com' }, 'From ada@example.com'],
    [
      'subscription.assigned',
      { tier: 'basic', valid_for_days: 1, end_date: null },
      'Basic · 1 day',
    ],
    [
      'subscription.assigned',
      { tier: 'premium', valid_for_days: null, end_date: null },
      'Premium · no end date',
    ],
    ['subscription.removed', { tier: 'premium' }, 'Was Premium'],
    [
      'claim.taken_over',
      { from: 'grace@example.com', from_until: '2025-06-06T10:15:00.000Z' },
      'From grace@example.com',
    ],
    ['snippet.deleted', { title: 'Weak headline' }, '“Weak headline”'],
    ['export.downloaded', { from: null, to: null, rows: 1, complete: true }, '1 row · all dates'],
    [
      'export.downloaded',
      { from: null, to: null, rows: 2500, complete: false },
      `${(2500).toLocaleString()} rows · all dates · cut short`,
    ],
    ['submission.reopened', {}, ''],
    ['note.added', { note_id: 4, length: 120 }, '120 characters'],
    [
      'admin.password_changed',
      { via: 'command_line', password_changed: true, sessions_ended: 1 },
      '1 session ended',
    ],
    [
      'admin.password_changed',
      { via: 'server_start', password_changed: true, sessions_ended: 0 },
      'No session to end',
    ],
    [
      'admin.promoted',
      { via: 'command_line', password_changed: true, sessions_ended: 3 },
      'Password set · 3 sessions ended',
    ],
    [
      'admin.promoted',
      { via: 'command_line', password_changed: false, sessions_ended: 1 },
      '1 session ended',
    ],
    ['admin.created', { via: 'server_start', password_changed: true, sessions_ended: 0 }, ''],
  ] as const)('%s %j -> %s', (action, details, expected) => {
    expect(detailsSummary({ action, details })).toBe(expected);
  });

  it('dates the end of an assigned plan as the screens do', () => {
    const end = '2025-07-05T09:30:00.000Z';
    expect(
      detailsSummary({
        action: 'subscription.assigned',
        details: { tier: 'premium', valid_for_days: 30, end_date: end },
      }),
    ).toBe(`Premium · 30 days (until ${formatDate(end)})`);
  });

  it('lists the details of an action it does not know as key: value, cut to one short line', () => {
    const details = { reason: 'spam', urgent: true, by: null, tags: ['a'], note: 'x'.repeat(200) };
    const summary = detailsSummary({ action: 'submission.flagged' as never, details });
    expect(summary.startsWith('reason: spam · urgent: yes · by: — · tags: ["a"] · note: xxx')).toBe(
      true,
    );
    expect(summary.endsWith('...')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(123);
    expect(actionLabel('submission.flagged')).toBe('submission.flagged');
    expect(actionLabel('claim.taken_over')).toBe('Claim taken over');
  });

  it('names the acting admin, or the operator and how they acted', () => {
    expect(actorText({ actor: 'grace@example.com', details: {} })).toBe('grace@example.com');
    expect(actorText({ actor: null, details: { via: 'command_line' } })).toBe(
      'Operator (command line)',
    );
    expect(actorText({ actor: null, details: { via: 'server_start' } })).toBe(
      'Operator (server start)',
    );
    expect(actorText({ actor: null, details: { via: 'toString' } })).toBe('Operator');
    expect(actorText({ actor: null, details: {} })).toBe('Operator');
  });

  it('names the target', () => {
    expect(targetText({ target_type: 'submission', target_id: '12' })).toBe('Submission #12');
    expect(targetText({ target_type: 'snippet', target_id: '3' })).toBe('Snippet #3');
    expect(targetText({ target_type: 'user', target_id: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
  });
});

describe('the activity address', () => {
  it('reads page and filters, ignoring what it cannot use', () => {
    expect(
      readActivityView(
        new URLSearchParams('page=3&actor=%20Ada%40example.com%20&action=reply.sent'),
      ),
    ).toEqual({
      page: 3,
      actor: 'Ada@example.com',
      action: 'reply.sent',
    });
    expect(readActivityView(new URLSearchParams('page=-1&action=nope'))).toEqual({
      page: 1,
      actor: '',
      action: '',
    });
  });

  it('writes new filters from page 1, leaving empty ones out', () => {
    expect(filtersToParams({ actor: ' ada@example.com ', action: '' }).toString()).toBe(
      'actor=ada%40example.com',
    );
    expect(filtersToParams({ actor: '', action: 'claim.taken_over' }).toString()).toBe(
      'action=claim.taken_over',
    );
    expect(filtersToParams({ actor: '', action: '' }).toString()).toBe('');
  });
});
