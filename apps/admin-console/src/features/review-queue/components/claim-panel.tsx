import { useEffect, useRef } from 'react';
import type { AdminSubmission } from '@profileproof/contracts';
import { Alert, Button, Card, UsersIcon } from '@profileproof/ui';
import { CLAIM_TEXTS } from '../claims';
import type { BlockingClaim } from '../review-workflow';
import { SubmissionSummary } from './submission-summary';

/**
 * In place of the checklist when the analyst should not work on the submission: another admin
 * holds it (who, until when; "Take over" after a confirmation), or it was reviewed meanwhile. The
 * focus moves to its heading, since the checklist it replaces may have held it.
 */
export function ClaimPanel({
  submission,
  claim,
  onTakeOver,
  onBackToQueue,
}: {
  submission: AdminSubmission;
  claim: BlockingClaim;
  onTakeOver: () => void;
  onBackToQueue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [claim.status]);

  const held = claim.status === 'heldByAnother' ? claim : null;
  return (
    <div className="analysis-step">
      <SubmissionSummary submission={submission} />
      <Card className="pp-panel pp-panel--info claim-panel">
        <div className="pp-panel__icon" aria-hidden="true">
          <UsersIcon />
        </div>
        <div role="alert">
          <h2 ref={heading} tabIndex={-1}>
            {held ? 'Claimed by another admin' : 'Already reviewed'}
          </h2>
          <p className="pp-panel__message">{held ? CLAIM_TEXTS.heldByAnother(held.claim) : CLAIM_TEXTS.reviewedMeanwhile}</p>
        </div>
        {held?.error && <Alert tone="error">{held.error}</Alert>}
        <div className="claim-panel__actions">
          {held && (
            <Button onClick={onTakeOver} busy={held.takingOver}>
              {held.takingOver ? 'Taking over...' : 'Take over'}
            </Button>
          )}
          <Button variant="secondary" onClick={onBackToQueue} disabled={held?.takingOver}>
            Back to queue
          </Button>
        </div>
      </Card>
    </div>
  );
}
