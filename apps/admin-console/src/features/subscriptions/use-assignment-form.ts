import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { useRef, useState } from 'react';
import { type Subscriber } from '@profileproof/contracts';
import { useFlashMessage } from '../../shared/use-flash-message';
import { useAssignSubscription } from './api/assign-subscription';
import type { AssignFormProps } from './components/assign-form';
import { assignmentErrorMessage } from './subscription-errors';
import {
  assignmentPayload,
  validateAssignment,
  type AssignmentErrors,
  type AssignmentField,
  type AssignmentValues,
} from './subscription-form-rules';

/** The page is about granting premium access, so that is the plan the form starts on. */
const EMPTY_FORM: AssignmentValues = { email: '', tier: 'premium', validForDays: '' };
const FIELDS: readonly AssignmentField[] = ['email', 'validForDays'];

/** The assign form's state and its call: checked before sending, the first wrong field focused, cleared on success. */
export function useAssignmentForm(): {
  form: AssignFormProps;
  edit: (subscriber: Subscriber) => void;
} {
  const assignment = useAssignSubscription();
  const [values, setValues] = useState<AssignmentValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<AssignmentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The success shows under the form, where the admin is looking.
  const [assigned, showAssigned] = useFlashMessage();
  const tierRef = useRef<HTMLSelectElement>(null);

  const change = (next: AssignmentValues) => {
    setValues(next);
    // A field's error goes once the field is changed; the others stay until the next submit.
    setErrors((current) => {
      const kept = { ...current };
      if (next.email !== values.email) delete kept.email;
      if (
        next.validForDays !== values.validForDays ||
        next.validForUnreadable !== values.validForUnreadable
      )
        delete kept.validForDays;
      return kept;
    });
  };

  const submit = (formElement: HTMLFormElement) => {
    const found = validateAssignment(values);
    setErrors(found);
    setFailure(null);
    showAssigned(null);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      const input = formElement.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const body = assignmentPayload(values);
    assignment.mutate(body, {
      onSuccess: () => {
        setValues(EMPTY_FORM);
        showAssigned(SUBSCRIPTIONS_SCREEN.assigned(body.tier, body.email));
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

  return {
    form: {
      values,
      errors,
      failure,
      success: assigned,
      busy: assignment.isPending,
      onChange: change,
      onSubmit: submit,
      tierRef,
    },
    edit,
  };
}
