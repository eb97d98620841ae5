import { useEffect, useRef, useState } from 'react';
import { claimBlocksWork, reportRefusal } from './review-workflow';
import { useReviewShortcuts } from './use-review-shortcuts';
import type { useReviewWorkflow } from './use-review-workflow';

/**
 * The dashboard's keys: the "?" list and the question `s` asks before sending. `enabled` is
 * false while the workspace is not on screen (not an admin, the submission to edit not usable).
 */
export function useDashboardKeys({
  enabled,
  review,
  canSendNow,
}: {
  enabled: boolean;
  review: ReturnType<typeof useReviewWorkflow>;
  canSendNow: boolean;
}) {
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  // `s` asks before sending: one stray key must not send a report (Enter confirms, Escape cancels).
  const [confirmingSend, setConfirmingSend] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { step, draft, claim } = review;
  // A question left open when sending stopped being possible (a take-over, say) is not asked again later.
  useEffect(() => {
    if (!canSendNow) setConfirmingSend(false);
  }, [canSendNow]);
  useReviewShortcuts({
    enabled: enabled && !shortcutsOpen && !confirmingSend,
    panel: panelRef,
    generate: step === 'analysis' && draft && !claimBlocksWork(claim) ? review.generate : null,
    // A report that cannot go out is refused at once, under the field, as the button does.
    send: canSendNow
      ? () => (draft && reportRefusal(draft) === null ? setConfirmingSend(true) : review.send())
      : null,
    showHelp: () => setShortcutsOpen(true),
  });
  return {
    panelRef,
    shortcutsOpen,
    setShortcutsOpen,
    confirmingSend: confirmingSend && canSendNow,
    confirmSend: () => {
      setConfirmingSend(false);
      review.send();
    },
    cancelSend: () => setConfirmingSend(false),
  };
}
