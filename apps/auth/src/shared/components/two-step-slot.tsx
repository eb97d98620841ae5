import { lazy, Suspense } from 'react';
import type { AuthResponse, MfaRequiredResponse } from '@profileproof/contracts';

// Only accounts with two-step sign-in are asked: the login page every visitor loads does not carry the step.
const TwoStepCodeStep = lazy(() => import('./two-step-code-step'));

export interface TwoStepSlotProps {
  challenge: MfaRequiredResponse | null;
  onSignedIn: (auth: AuthResponse) => void;
  onCancel: () => void;
}

/** Where a screen that signs people in asks for the code (useCompleteSignIn's `challenge`). */
export function TwoStepSlot({ challenge, ...props }: TwoStepSlotProps) {
  return (
    challenge && (
      <Suspense>
        <TwoStepCodeStep challenge={challenge} {...props} />
      </Suspense>
    )
  );
}
