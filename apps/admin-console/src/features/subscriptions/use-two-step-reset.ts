import { useState } from 'react';
import { type Subscriber } from '@profileproof/contracts';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { adminErrorMessage } from '../../shared/admin-error';
import { useFlashMessage } from '../../shared/use-flash-message';
import { useResetTwoStep } from './api/reset-two-step';

/** Resetting a user's two-step sign-in from their row: asked first, then what happened above the table. */
export function useTwoStepReset() {
  const reset = useResetTwoStep();
  const [toReset, setToReset] = useState<Subscriber | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, showDone] = useFlashMessage();

  const confirm = () => {
    if (!toReset) return;
    const { email } = toReset;
    setFailure(null);
    reset.mutate(email, {
      onSuccess: () => {
        setToReset(null);
        showDone(TWO_STEP_SCREEN.admin.done(email));
      },
      onError: (error) => {
        setToReset(null);
        setFailure(adminErrorMessage(error, TWO_STEP_SCREEN.admin.failed));
      },
    });
  };

  return {
    toReset,
    ask: setToReset,
    cancel: () => setToReset(null),
    confirm,
    busy: reset.isPending,
    done,
    failure,
  };
}
