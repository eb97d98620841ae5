import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Claim } from '@profileproof/contracts';
import { isHttpError, useSession } from '@profileproof/session';
import { adminErrorMessage } from '../../shared/admin-error';
import { claimSubmission } from './api/claim-submission';
import { PENDING_SUBMISSIONS_QUERY_KEY, setClaimInQueue } from './api/pending-submissions';
import { releaseClaim } from './api/release-claim';
import { fetchSubmissionForEdit } from './api/submission-for-edit';
import { CLAIM_RENEW_MS, CLAIM_TEXTS, claimConflictOf, isLive, isMine } from './claims';
import type { ReviewAction } from './review-workflow';

/** Why a claim call is made: what its failure means differs. */
type ClaimCall = 'open' | 'renew' | 'takeOver';

/**
 * The claim's side effects for the submission whose checklist or preview is open (`target`; an
 * edit claim when `edit`): claimed when it opens, renewed every CLAIM_RENEW_MS while held,
 * released when the analyst leaves it without sending (another card, the queue, another page),
 * best effort. `check` asks who holds it when the live events say its claim changed, so a take-over
 * shows at once. What each call learns goes to the workflow (`claimAnswered`) and to the queue's cards.
 *
 * The calls run one after another, in the order they were asked for: a release can never overtake
 * the claim before it and undo the one after it. A release still waiting when the same submission
 * is claimed again (React's StrictMode remount, or a quick look at the queue) is dropped.
 */
export function useSubmissionClaim({
  target,
  edit,
  held,
  dispatch,
}: {
  target: number | null;
  edit: boolean;
  held: boolean;
  dispatch: Dispatch<ReviewAction>;
}) {
  const { api, user } = useSession();
  const me = user?.email;
  // Read by calls already queued: whether the open submission is claimed to edit its reply.
  const editing = useRef(edit);
  useEffect(() => {
    editing.current = edit;
  });
  const queryClient = useQueryClient();
  const calls = useRef<Promise<void>>(Promise.resolve());
  // The submission the server last said this admin holds: only that one is released.
  const holding = useRef<number | null>(null);
  const waitingRelease = useRef<{ id: number; dropped: boolean } | null>(null);

  const inTurn = useCallback((call: () => Promise<void>) => {
    calls.current = calls.current.then(call);
  }, []);

  /** Someone else holds it: the workflow shows who (and that it was taken from the analyst, if they held it), and so does the card. */
  const lost = useCallback(
    (id: number, claim: Claim) => {
      const takenFromMe = holding.current === id;
      if (takenFromMe) holding.current = null;
      setClaimInQueue(queryClient, id, claim);
      dispatch({
        type: 'claimAnswered',
        id,
        claim: { status: 'heldByAnother', claim, takingOver: false, error: null, takenFromMe },
      });
    },
    [queryClient, dispatch],
  );

  const claim = useCallback(
    (id: number, why: ClaimCall) =>
      inTurn(async () => {
        try {
          const answer = await claimSubmission(api, id, {
            ...(why === 'takeOver' ? { take_over: true } : {}),
            ...(editing.current ? { edit: true } : {}),
          });
          holding.current = id;
          setClaimInQueue(queryClient, id, answer);
          dispatch({
            type: 'claimAnswered',
            id,
            claim: { status: 'held', claimedUntil: answer.claimed_until },
          });
        } catch (error) {
          const other = claimConflictOf(error);
          if (other) {
            lost(id, other);
          } else if (isHttpError(error, 409)) {
            // No longer pending: reviewed meanwhile. The queue is read again without it.
            holding.current = null;
            dispatch({ type: 'claimAnswered', id, claim: { status: 'reviewed' } });
            void queryClient.invalidateQueries({ queryKey: PENDING_SUBMISSIONS_QUERY_KEY });
          } else if (why === 'takeOver') {
            dispatch({
              type: 'takeOverFailed',
              id,
              error: adminErrorMessage(error, CLAIM_TEXTS.takeOverFailed),
            });
          } else if (why === 'open') {
            dispatch({
              type: 'claimAnswered',
              id,
              claim: {
                status: 'failed',
                message: adminErrorMessage(error, CLAIM_TEXTS.claimFailed),
              },
            });
          }
          // A failed renewal is tried again at the next one, well before the claim lapses.
        }
      }),
    [api, queryClient, dispatch, inTurn, lost],
  );

  useEffect(() => {
    if (target === null) return;
    if (waitingRelease.current?.id === target) waitingRelease.current.dropped = true;
    claim(target, 'open');
    return () => {
      const release = { id: target, dropped: false };
      waitingRelease.current = release;
      inTurn(async () => {
        if (release.dropped || holding.current !== target) return;
        holding.current = null;
        try {
          await releaseClaim(api, target);
          setClaimInQueue(queryClient, target, null);
        } catch (error) {
          // Best effort: a claim that could not be released lapses by itself. A 409 names who took it over meanwhile.
          const other = claimConflictOf(error);
          if (other) setClaimInQueue(queryClient, target, other);
        }
      });
    };
  }, [target, claim, inTurn, api, queryClient]);

  useEffect(() => {
    if (target === null || !held) return;
    const timer = setInterval(() => claim(target, 'renew'), CLAIM_RENEW_MS);
    return () => clearInterval(timer);
  }, [target, held, claim]);

  /** The submission's claim changed (live events): if another admin now holds the one this analyst held, say so at once. */
  const check = useCallback(
    (id: number) =>
      inTurn(async () => {
        if (holding.current !== id) return;
        try {
          const { claim } = await fetchSubmissionForEdit(api, id);
          if (holding.current === id && isLive(claim, Date.now()) && !isMine(claim, me))
            lost(id, claim);
        } catch {
          // The next renewal or the reply says it anyway.
        }
      }),
    [api, me, inTurn, lost],
  );

  return {
    check,
    /** After the analyst confirmed: take the submission from the admin who holds it. */
    takeOver: (id: number) => {
      dispatch({ type: 'takeOver' });
      claim(id, 'takeOver');
    },
    /** The reply went out: the server ended the claim with the review, there is nothing to release. */
    replied: (id: number) => {
      if (holding.current === id) holding.current = null;
    },
    /** A reply refused because another admin took the submission over. */
    lost,
  };
}
