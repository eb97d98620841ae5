import {
  ESTIMATE_STEP_MINUTES,
  estimateReply,
  MIN_REVIEW_HOURS,
  type QueueEstimateInput,
} from './queue-position.estimate';

const HOUR_MS = 3_600_000;
const createdAt = new Date('2025-06-10T08:00:00.000Z');
const hoursAfter = (hours: number, from: Date = createdAt) =>
  new Date(from.getTime() + hours * HOUR_MS);
/** On a step boundary, so that only the rule's own rounding shows. */
const now = hoursAfter(1);

const estimate = (input: Partial<QueueEstimateInput>) =>
  estimateReply({
    ahead: 0,
    medianHours: 2,
    createdAt,
    dueBy: hoursAfter(24),
    now,
    ...input,
  });

describe('estimateReply (QUEUE_ESTIMATE)', () => {
  it('grows with the position: one review for this submission and one for each ahead of it', () => {
    expect(estimate({ ahead: 0 })).toEqual({ expectedReplyBy: hoursAfter(2, now), late: false });
    expect(estimate({ ahead: 1 })).toEqual({ expectedReplyBy: hoursAfter(4, now), late: false });
    expect(estimate({ ahead: 5 })).toEqual({ expectedReplyBy: hoursAfter(12, now), late: false });
  });

  it('does not depend on when the submission was made while the promise is far', () => {
    const earlier = hoursAfter(-3);
    expect(estimate({ ahead: 2, createdAt: earlier })).toEqual(estimate({ ahead: 2 }));
    expect(estimate({ ahead: 2, createdAt: earlier }).expectedReplyBy).toEqual(hoursAfter(6, now));
  });

  it("never goes past the plan's promise, reached exactly or not", () => {
    // Just submitted, a 24 h window: 12 reviews of 2 h reach the promise exactly, 13 would pass it.
    const justNow = { now: createdAt };
    expect(estimate({ ...justNow, ahead: 10 }).expectedReplyBy).toEqual(hoursAfter(22));
    expect(estimate({ ...justNow, ahead: 11 })).toEqual({
      expectedReplyBy: hoursAfter(24),
      late: false,
    });
    expect(estimate({ ...justNow, ahead: 12 })).toEqual({
      expectedReplyBy: hoursAfter(24),
      late: false,
    });
    // 1 h in, 23 h are left: the 12th review would pass it.
    expect(estimate({ ahead: 11 })).toEqual({ expectedReplyBy: hoursAfter(24), late: false });
    expect(estimate({ ahead: 1, dueBy: hoursAfter(6), medianHours: 4 })).toEqual({
      expectedReplyBy: hoursAfter(6),
      late: false,
    });
  });

  it('is late only once the promise has passed, and then gives the promise, which no longer moves', () => {
    const promise = hoursAfter(24);
    expect(estimate({ now: promise })).toEqual({ expectedReplyBy: promise, late: false });
    expect(estimate({ now: new Date(promise.getTime() + 1) })).toEqual({
      expectedReplyBy: promise,
      late: true,
    });
    expect(estimate({ now: hoursAfter(30), ahead: 3 })).toEqual({
      expectedReplyBy: promise,
      late: true,
    });
  });

  it("follows the submission's own promise: a Premium one due an hour after it was made", () => {
    const dueBy = hoursAfter(1, createdAt);
    expect(estimate({ dueBy, now: createdAt, ahead: 3 })).toEqual({
      expectedReplyBy: dueBy,
      late: false,
    });
    expect(estimate({ dueBy, now: hoursAfter(2) }).late).toBe(true);
  });

  it('without any reply yet, expects the reply by the promise', () => {
    expect(estimate({ medianHours: null })).toEqual({
      expectedReplyBy: hoursAfter(24),
      late: false,
    });
    expect(estimate({ medianHours: null, now: createdAt, dueBy: hoursAfter(4) })).toEqual({
      expectedReplyBy: hoursAfter(4),
      late: false,
    });
  });

  it(`takes a review to last at least ${MIN_REVIEW_HOURS} h`, () => {
    expect(estimate({ medianHours: 0 }).expectedReplyBy).toEqual(hoursAfter(MIN_REVIEW_HOURS, now));
    expect(estimate({ medianHours: 0, ahead: 3 }).expectedReplyBy).toEqual(
      hoursAfter(4 * MIN_REVIEW_HOURS, now),
    );
  });

  it(`rounds up to ${ESTIMATE_STEP_MINUTES} minutes, so that it stays put while the queue does`, () => {
    const step = ESTIMATE_STEP_MINUTES * 60_000;
    const at = (ms: number) => estimate({ now: new Date(now.getTime() + ms) }).expectedReplyBy;
    expect(at(1)).toEqual(new Date(hoursAfter(2, now).getTime() + step));
    expect(at(step - 1)).toEqual(new Date(hoursAfter(2, now).getTime() + step));
    expect(at(step)).toEqual(new Date(hoursAfter(2, now).getTime() + step));
  });
});
