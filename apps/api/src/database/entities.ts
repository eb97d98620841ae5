import { BillingCustomer } from '../billing/entities/billing-customer.entity';
import { BillingEvent } from '../billing/entities/billing-event.entity';
import { BillingInvoice } from '../billing/entities/billing-invoice.entity';
import { BillingSubscription } from '../billing/entities/billing-subscription.entity';
import { BillingTierChange } from '../billing/entities/billing-tier-change.entity';
import { AuditEntryRecord } from '../audit/entities/audit-entry.entity';
import { EmailToken } from '../auth/entities/email-token.entity';
import { RefreshToken } from '../auth/sessions/entities/refresh-token.entity';
import { MfaChallenge } from '../auth/entities/mfa-challenge.entity';
import { TwoStepCredential } from '../auth/entities/two-step-credential.entity';
import { MailDelivery } from '../mail/entities/mail-delivery.entity';
import { SubmissionNote } from '../desk/notes/entities/submission-note.entity';
import { SubmissionRating } from '../submissions/ratings/entities/submission-rating.entity';
import { ReportTodoTick } from '../submissions/report/entities/report-todo-tick.entity';
import { ReportSnippet } from '../desk/snippets/entities/report-snippet.entity';
import { SubmissionClaim } from '../submissions/entities/submission-claim.entity';
import { SubmissionIdempotencyKey } from '../submissions/entities/submission-idempotency-key.entity';
import { SubmissionReply } from '../submissions/entities/submission-reply.entity';
import { Submission } from '../submissions/entities/submission.entity';
import { Subscription } from '../subscriptions/entities/subscription.entity';
import { User } from '../users/entities/user.entity';

/** Every entity, listed as classes (not globs) so the bundled API finds them. */
export const ENTITIES = [
  User,
  RefreshToken,
  EmailToken,
  Subscription,
  Submission,
  SubmissionReply,
  SubmissionClaim,
  AuditEntryRecord,
  ReportSnippet,
  MailDelivery,
  SubmissionNote,
  SubmissionRating,
  TwoStepCredential,
  MfaChallenge,
  SubmissionIdempotencyKey,
  ReportTodoTick,
  BillingCustomer,
  BillingSubscription,
  BillingEvent,
  BillingInvoice,
  BillingTierChange,
];
