import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { useRef, useState } from 'react';
import { type Subscriber } from '@profileproof/contracts';
import { useFlashMessage } from '../../shared/use-flash-message';
import { useDeleteSubscription } from './api/delete-subscription';
import { deletionErrorMessage } from './subscription-errors';

/**
 * Removing a subscription: asked first, then the success above the table and the focus on the
 * list's heading (the row that held it is gone), or why it failed.
 */
export function useSubscriptionDeletion() {
  const deletion = useDeleteSubscription();
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removed, showRemoved] = useFlashMessage();
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const confirm = () => {
    if (!toDelete) return;
    const { email } = toDelete;
    setFailure(null);
    deletion.mutate(email, {
      onSuccess: () => {
        setToDelete(null);
        showRemoved(SUBSCRIPTIONS_SCREEN.removed(email));
        listHeadingRef.current?.focus();
      },
      onError: (error) => {
        setToDelete(null);
        setFailure(deletionErrorMessage(error));
      },
    });
  };

  return {
    toDelete,
    ask: setToDelete,
    cancel: () => setToDelete(null),
    confirm,
    busy: deletion.isPending,
    removed,
    failure,
    listHeadingRef,
  };
}
