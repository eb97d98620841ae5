import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import {
  isValidEmail,
  MAX_SUBSCRIPTION_DAYS,
  MESSAGES,
  MIN_SUBSCRIPTION_DAYS,
  type SubscriptionAssignment,
  type Tier,
} from '@profileproof/contracts';

export interface AssignmentValues {
  email: string;
  tier: Tier;
  /** As typed; empty means unlimited. */
  validForDays: string;
  /** The browser could not read the number field (e.g. 'e'): its value is then '' but it is not empty. */
  validForUnreadable?: boolean;
}

export type AssignmentField = 'email' | 'validForDays';
export type AssignmentErrors = Partial<Record<AssignmentField, string>>;

const WHOLE_NUMBER = /^\d+$/;

/** Every problem of the form, by field; empty when it can be sent. */
export function validateAssignment(values: AssignmentValues): AssignmentErrors {
  const errors: AssignmentErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.validation.emailRequired;
  else if (!isValidEmail(email)) errors.email = MESSAGES.validation.emailInvalid;

  const days = values.validForDays.trim();
  if (values.validForUnreadable && !days) {
    errors.validForDays = SUBSCRIPTIONS_SCREEN.validForInvalid;
  } else if (days) {
    const count = Number(days);
    if (
      !WHOLE_NUMBER.test(days) ||
      count < MIN_SUBSCRIPTION_DAYS ||
      count > MAX_SUBSCRIPTION_DAYS
    ) {
      errors.validForDays = SUBSCRIPTIONS_SCREEN.validForInvalid;
    }
  }
  return errors;
}

/** The request body: `valid_for_days` only when the field holds a number (the spec's subscription fields: omitted when empty). */
export function assignmentPayload(values: AssignmentValues): SubscriptionAssignment {
  const days = values.validForDays.trim();
  return {
    email: values.email.trim(),
    tier: values.tier,
    ...(days ? { valid_for_days: Number(days) } : {}),
  };
}
