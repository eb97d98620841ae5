import { CLAIM_MESSAGES, CLAIM_MINUTES } from '@profileproof/contracts';
import { ApiError } from '@profileproof/session';
import { aClaim } from '../../testing/fixtures';
import { CLAIM_RENEW_MS, claimConflictOf, claimLabel, claimTime, isLive, isMine } from './claims';

const conflict = (body: Record<string, unknown>, status = 409) =>
  new ApiError('http', status, body, String(body['detail']));

describe('claims as the queue shows them', () => {
  it('renews well within the claim’s life', () => {
    expect(CLAIM_RENEW_MS).toBe(5 * 60_000);
    expect(CLAIM_RENEW_MS * 2).toBeLessThan(CLAIM_MINUTES * 60_000);
  });

  it('counts a claim only until it lapses', () => {
    const now = Date.now();
    expect(isLive(null, now)).toBe(false);
    expect(isLive(aClaim('ann@example.com', 1), now)).toBe(true);
    expect(isLive(aClaim('ann@example.com', -1), now)).toBe(false);
  });

  it("tells the analyst's own claim from another admin's, whatever the case of the e-mail", () => {
    const mine = aClaim('Analyst@Example.com');
    expect(isMine(mine, 'analyst@example.com')).toBe(true);
    expect(isMine(mine, undefined)).toBe(false);
    expect(claimLabel(mine, 'analyst@example.com')).toBe("You're reviewing this");
    const theirs = aClaim('ann@example.com');
    expect(claimLabel(theirs, 'analyst@example.com')).toBe(
      `Being reviewed by ann@example.com · until ${claimTime(theirs.claimed_until)}`,
    );
  });

  it('writes the time a claim lapses as the reader’s clock does, and leaves an unreadable one as it is', () => {
    const until = new Date(2025, 5, 5, 14, 30).toISOString();
    expect(claimTime(until)).toBe(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(
        new Date(2025, 5, 5, 14, 30),
      ),
    );
    expect(claimTime('soon')).toBe('soon');
  });

  it('reads who holds the submission from a 409, and nothing from any other refusal', () => {
    const claim = aClaim('ann@example.com');
    expect(claimConflictOf(conflict({ detail: CLAIM_MESSAGES.heldByAnother, ...claim }))).toEqual(
      claim,
    );
    expect(claimConflictOf(conflict({ detail: CLAIM_MESSAGES.notPending }))).toBeNull();
    expect(
      claimConflictOf(
        conflict({ detail: 'Conflict', claimed_by: 7, claimed_until: claim.claimed_until }),
      ),
    ).toBeNull();
    expect(claimConflictOf(conflict({ detail: 'Nope', ...claim }, 400))).toBeNull();
    expect(claimConflictOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
