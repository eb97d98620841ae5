import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGES, type Subscriber } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { Alert, Button, ConfirmDialog, LoadingState, Page, PageHeader, UsersIcon } from '@profileproof/ui';
import { AdminNav } from '../../../shared/components/admin-nav';
import { useFlashMessage } from '../../../shared/use-flash-message';
import { useAssignSubscription } from '../api/assign-subscription';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useSubscribers } from '../api/subscribers';
import { assignmentErrorMessage, deletionErrorMessage, isMissingTableFailure, serverErrorText } from '../subscription-errors';
import {
  assignmentPayload,
  validateAssignment,
  type AssignmentErrors,
  type AssignmentField,
  type AssignmentValues,
} from '../subscription-form-rules';
import { AssignForm } from './assign-form';
import { DatabaseSetupPanel } from './database-setup-panel';
import { SubscribersTable } from './subscribers-table';
import '../subscriptions.css';
import { NotAdminPanel } from '../../../shared/components/not-admin-panel';

const TEXT = MESSAGES.subscriptions;

/** The page is about granting premium access, so that is the plan the form starts on. */
const EMPTY_FORM: AssignmentValues = { email: '', tier: 'premium', validForDays: '' };
const FIELDS: readonly AssignmentField[] = ['email', 'validForDays'];

function NoSubscribers() {
  return (
    <div className="subscribers-empty">
      <span className="subscribers-empty__icon" aria-hidden="true">
        <UsersIcon />
      </span>
      <p>{TEXT.empty}</p>
    </div>
  );
}

/** /admin/subscriptions, 'Manage User Subscriptions': assign a tier by e-mail (with or without an end), list, edit and remove. */
export function SubscriptionsScreen() {
  const { isAdmin } = useSession();
  const subscribers = useSubscribers();
  const assignment = useAssignSubscription();
  const deletion = useDeleteSubscription();
  const [values, setValues] = useState<AssignmentValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<AssignmentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Each success shows where the admin is looking: under the form, or above the table.
  const [assigned, showAssigned] = useFlashMessage();
  const [removed, showRemoved] = useFlashMessage();
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const tierRef = useRef<HTMLSelectElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();

  const missingTable = subscribers.isError && isMissingTableFailure(subscribers.error);
  const otherListFailure = subscribers.isError && !missingTable;

  // Spec section 8: list failures other than the missing table are logged (the screen also offers a retry).
  useEffect(() => {
    if (otherListFailure) console.error('Failed to load subscribers:', subscribers.error);
  }, [otherListFailure, subscribers.error]);

  const change = (next: AssignmentValues) => {
    setValues(next);
    // A field's error goes once the field is changed; the others stay until the next submit.
    setErrors((current) => {
      const kept = { ...current };
      if (next.email !== values.email) delete kept.email;
      if (next.validForDays !== values.validForDays || next.validForUnreadable !== values.validForUnreadable) delete kept.validForDays;
      return kept;
    });
  };

  const submit = (form: HTMLFormElement) => {
    const found = validateAssignment(values);
    setErrors(found);
    setFailure(null);
    showAssigned(null);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const body = assignmentPayload(values);
    assignment.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_FORM);
        showAssigned(TEXT.assigned(body.tier, body.email));
      },
      onError: (error) => setFailure(assignmentErrorMessage(error)),
    });
  };

  const edit = (subscriber: Subscriber) => {
    setValues({ email: subscriber.email, tier: subscriber.tier, validForDays: '' });
    setErrors({});
    setFailure(null);
    tierRef.current?.focus();
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { email } = toDelete;
    setDeleteFailure(null);
    deletion.mutate(email, {
      onSuccess: () => {
        setToDelete(null);
        showRemoved(TEXT.removed(email));
        listHeadingRef.current?.focus();
      },
      onError: (error) => {
        setToDelete(null);
        setDeleteFailure(deletionErrorMessage(error));
      },
    });
  };

  const list = subscribers.data;
  let table;
  if (list && list.length > 0) {
    table = <SubscribersTable subscribers={list} onEdit={edit} onDelete={setToDelete} />;
  } else if (list) {
    table = <NoSubscribers />;
  } else if (!subscribers.isError) {
    table = <LoadingState label={TEXT.loading} />;
  }

  let content;
  if (!isAdmin) {
    content = <NotAdminPanel />;
  } else if (missingTable) {
    content = (
      <DatabaseSetupPanel
        detail={serverErrorText(subscribers.error)}
        checking={subscribers.isFetching}
        onCheckAgain={() => void subscribers.refetch()}
      />
    );
  } else {
    content = (
      <>
        <div className="subscriptions-layout">
          <AssignForm
            values={values}
            errors={errors}
            failure={failure}
            success={assigned}
            busy={assignment.isPending}
            onChange={change}
            onSubmit={submit}
            tierRef={tierRef}
          />
          <section className="subscribers-section" aria-labelledby={listHeadingId}>
            <div className="subscribers-section__head">
              <h2 id={listHeadingId} ref={listHeadingRef} tabIndex={-1} className="subscriptions-section-title">
                {TEXT.tableTitle}
              </h2>
              {list && list.length > 0 && (
                <span className="subscribers-section__count">
                  {list.length} {list.length === 1 ? 'subscriber' : 'subscribers'}
                </span>
              )}
            </div>
            {removed && <Alert tone="success">{removed}</Alert>}
            {deleteFailure && <Alert tone="error">{deleteFailure}</Alert>}
            {otherListFailure && (
              <Alert tone="error">
                <div className="subscriptions-inline-error">
                  <span>{TEXT.listFailed}</span>
                  <Button variant="secondary" onClick={() => void subscribers.refetch()} busy={subscribers.isFetching}>
                    {TEXT.retry}
                  </Button>
                </div>
              </Alert>
            )}
            {table}
          </section>
        </div>
      </>
    );
  }

  return (
    <Page>
      <PageHeader eyebrow="Admin console" title={TEXT.title} subtitle={TEXT.intro} />
      <AdminNav />
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title={TEXT.confirmTitle}
        confirmLabel={TEXT.deleteButton}
        busyLabel={TEXT.deleting}
        cancelLabel={TEXT.cancel}
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && <p>{TEXT.confirmText(toDelete.email)}</p>}
        <p>{TEXT.confirmNote}</p>
      </ConfirmDialog>
    </Page>
  );
}
