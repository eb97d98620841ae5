import { useState } from 'react';
import { type Subscriber } from '@profileproof/contracts';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { adminErrorMessage } from '../../shared/admin-error';
import { useFlashMessage } from '../../shared/use-flash-message';
import { useUnlockTwoStep } from './api/unlock-two-step';

/** Unlocking a locked-out user's sign-in from their row: asked first, then what happened above the table. */
export function useTwoStepUnlock() {
  const unlock = useUnlockTwoStep();
  const [toUnlock, setToUnlock] = useState<Subscriber | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, showDone] = useFlashMessage();

  const confirm = () => {
    if (!toUnlock) return;
    const { email } = toUnlock;
    setFailure(null);
    unlock.mutate(email, {
      onSuccess: () => {
        setToUnlock(null);
        showDone(TWO_STEP_SCREEN.admin.unlockDone(email));
      },
      onError: (error) => {
        setToUnlock(null);
        setFailure(adminErrorMessage(error, TWO_STEP_SCREEN.admin.unlockFailed));
      },
    });
  };

  return {
    toUnlock,
    ask: setToUnlock,
    cancel: () => setToUnlock(null),
    confirm,
    busy: unlock.isPending,
    done,
    failure,
  };
}
