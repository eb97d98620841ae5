import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { useEffect, useState } from 'react';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { useSession } from '@profileproof/session';
import { ConfirmDialog, Page } from '@profileproof/ui';
import { AdminListHeader } from '../../../shared/components/admin-list-header';
import { NotAdminPanel } from '../../../shared/components/not-admin-panel';
import { useSubscribers } from '../api/subscribers';
import type { SubscriberRow } from '../billing-rows';
import { useAssignmentForm } from '../use-assignment-form';
import { useSubscriptionDeletion } from '../use-subscription-deletion';
import { useSubscriptionsView } from '../use-subscriptions-view';
import { useTwoStepReset } from '../use-two-step-reset';
import { useTwoStepUnlock } from '../use-two-step-unlock';
import { AssignForm } from './assign-form';
import { BillingPanel } from './billing-panel';
import { DatabaseSetupPanel } from './database-setup-panel';
import { SubscribersSection } from './subscribers-section';
import '../subscriptions.css';

const TEXT = SUBSCRIPTIONS_SCREEN;

/** /admin/subscriptions, 'Manage User Subscriptions': assign a tier by e-mail (with or without an end), list, edit and remove. */
export function SubscriptionsScreen() {
  const { isAdmin } = useSession();
  const subscribers = useSubscribers();
  const view = useSubscriptionsView({ isAdmin, subscribers });
  const assignment = useAssignmentForm();
  const deletion = useSubscriptionDeletion();
  const twoStep = useTwoStepReset();
  const unlock = useTwoStepUnlock();
  // (issue 40) Whose billing is open below the list, if anyone's.
  const [billingFor, setBillingFor] = useState<string | null>(null);

  // The spec's error catalogue: list failures other than the missing table are logged (the screen also offers a retry).
  useEffect(() => {
    if (view.listFailed) console.error('Failed to load subscribers:', subscribers.error);
  }, [view.listFailed, subscribers.error]);

  let content;
  if (view.show === 'notAdmin') {
    content = <NotAdminPanel />;
  } else if (view.show === 'setup') {
    content = (
      <DatabaseSetupPanel
        detail={view.setupDetail}
        checking={subscribers.isFetching}
        onCheckAgain={() => void subscribers.refetch()}
      />
    );
  } else {
    content = (
      <div className="subscriptions-layout">
        <AssignForm {...assignment.form} />
        <SubscribersSection
          view={view}
          headingRef={deletion.listHeadingRef}
          removed={deletion.removed ?? twoStep.done ?? unlock.done}
          deleteFailure={deletion.failure ?? twoStep.failure ?? unlock.failure}
          retrying={subscribers.isFetching}
          onRetry={() => void subscribers.refetch()}
          onEdit={assignment.edit}
          onDelete={deletion.ask}
          onResetTwoStep={twoStep.ask}
          onUnlockTwoStep={unlock.ask}
          onBilling={
            // Rows say where their grant comes from once the API has billing: then each offers it.
            view.subscribers.some((row: SubscriberRow) => row.source !== undefined)
              ? ({ email }) => setBillingFor((open) => (open === email ? null : email))
              : undefined
          }
          billingOpenFor={billingFor}
        />
        {billingFor && (
          <BillingPanel key={billingFor} email={billingFor} onClose={() => setBillingFor(null)} />
        )}
      </div>
    );
  }

  return (
    <Page>
      <AdminListHeader title={TEXT.title} subtitle={TEXT.intro} />
      {content}
      <ConfirmDialog
        open={deletion.toDelete !== null}
        title={TEXT.confirmTitle}
        confirmLabel={TEXT.deleteButton}
        busyLabel={TEXT.deleting}
        cancelLabel={TEXT.cancel}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        {deletion.toDelete && <p>{TEXT.confirmText(deletion.toDelete.email)}</p>}
        <p>{TEXT.confirmNote}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={twoStep.toReset !== null}
        title={TWO_STEP_SCREEN.admin.confirmTitle}
        confirmLabel={TWO_STEP_SCREEN.admin.confirm}
        cancelLabel={TWO_STEP_SCREEN.admin.cancel}
        busy={twoStep.busy}
        onConfirm={twoStep.confirm}
        onCancel={twoStep.cancel}
      >
        {twoStep.toReset && <p>{TWO_STEP_SCREEN.admin.confirmBody(twoStep.toReset.email)}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={unlock.toUnlock !== null}
        title={TWO_STEP_SCREEN.admin.unlockTitle}
        confirmLabel={TWO_STEP_SCREEN.admin.unlockConfirm}
        cancelLabel={TWO_STEP_SCREEN.admin.cancel}
        busy={unlock.busy}
        onConfirm={unlock.confirm}
        onCancel={unlock.cancel}
      >
        {unlock.toUnlock && <p>{TWO_STEP_SCREEN.admin.unlockBody(unlock.toUnlock.email)}</p>}
      </ConfirmDialog>
    </Page>
  );
}
