import { useEffect, useMemo, useRef } from 'react';
import { generateReport } from '@profileproof/analysis';
import { Alert, Button, Card, TextAreaField, UsersIcon } from '@profileproof/ui';
import { CLAIM_TEXTS } from '../claims';
import { hasUnsavedWork, type ReviewDraft } from '../review-draft';
import type { BlockingClaim } from '../review-workflow';
import { CopyDraftButton } from './copy-draft-button';
import { SubmissionSummary } from './submission-summary';

type HeldByAnother = Extract<BlockingClaim, { status: 'heldByAnother' }>;

/** The panel's heading and what it says: taken from the analyst, held by another admin, or reviewed meanwhile. */
function panelTexts(held: HeldByAnother | null): { title: string; message: string } {
  if (!held) return { title: 'Already reviewed', message: CLAIM_TEXTS.reviewedMeanwhile };
  const holder = CLAIM_TEXTS.heldByAnother(held.claim);
  return held.takenFromMe
    ? {
        title: CLAIM_TEXTS.takenOver(held.claim.claimed_by),
        message: `${holder} ${CLAIM_TEXTS.draftKept}`,
      }
    : { title: 'Claimed by another admin', message: holder };
}

/**
 * In place of the checklist or the preview when the analyst should not work on the submission:
 * another admin holds it (who, until when; "Take over" after a confirmation), or it was reviewed
 * meanwhile. When it was taken from the analyst, it says so, and their draft stays below,
 * read-only, with "Copy draft". The focus moves to its heading, since the panel it replaces may
 * have held it.
 */
export function ClaimPanel({
  draft,
  claim,
  onTakeOver,
  onBackToQueue,
}: {
  draft: ReviewDraft;
  claim: BlockingClaim;
  onTakeOver: () => void;
  onBackToQueue: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const draftField = useRef<HTMLTextAreaElement>(null);
  const held = claim.status === 'heldByAnother' ? claim : null;
  const takenFromMe = held?.takenFromMe === true;
  useEffect(() => heading.current?.focus(), [claim.status, takenFromMe]);

  // The report the analyst wrote, or, before one was generated, the report their checklist makes.
  const showDraft = takenFromMe || hasUnsavedWork(draft);
  const draftText = useMemo(
    () =>
      draft.report ||
      generateReport(draft.form, {
        profileUrl: draft.submission.linkedin_url,
        generatedAt: new Date(),
      }),
    [draft],
  );

  const { title, message } = panelTexts(held);

  return (
    <div className="analysis-step">
      <SubmissionSummary submission={draft.submission} />
      <Card className="pp-panel pp-panel--info claim-panel">
        <div className="pp-panel__icon" aria-hidden="true">
          <UsersIcon />
        </div>
        <div role="alert">
          <h2 ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <p className="pp-panel__message">{message}</p>
        </div>
        {held?.error && <Alert tone="error">{held.error}</Alert>}
        <div className="claim-panel__actions">
          {showDraft && <CopyDraftButton text={draftText} field={draftField} />}
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
      {showDraft && (
        <TextAreaField
          ref={draftField}
          className="claim-panel__draft"
          label="Your draft (read-only)"
          hint={
            draft.report
              ? undefined
              : 'Generated from your checklist: you had not generated the report yet.'
          }
          value={draftText}
          readOnly
          rows={12}
        />
      )}
    </div>
  );
}
