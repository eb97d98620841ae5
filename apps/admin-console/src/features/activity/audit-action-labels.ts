import type { AuditAction } from '@profileproof/contracts';

/** How the Activity screen names each action. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'reply.sent': 'Reply sent',
  'reply.resent': 'Reply re-sent',
  'submission.reopened': 'Submission re-opened',
  'submission.marked_reviewed': 'Submission marked reviewed',
  'submission.deleted': 'Submission deleted',
  'subscription.assigned': 'Plan assigned',
  'subscription.removed': 'Plan removed',
  'claim.taken_over': 'Claim taken over',
  'snippet.created': 'Snippet created',
  'snippet.updated': 'Snippet edited',
  'snippet.deleted': 'Snippet deleted',
  'export.downloaded': 'CSV exported',
  'admin.created': 'Admin account created',
  'admin.promoted': 'Promoted to admin',
  'admin.password_changed': 'Admin password changed',
  'admin.email_changed': 'Admin e-mail address changed',
  'admin.account_closed': 'Admin account closed',
  'note.added': 'Note added',
  'two_step.reset': 'Two-step sign-in reset',
  'two_step.unlock': 'Sign-in codes unlocked',
  'billing.tier_changed': 'Plan changed by billing',
  'billing.refunded': 'Refunded and ended',
};

/** Every action, in the order of the labels (the Action filter's options). */
export const AUDIT_ACTION_OPTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(value: string | null | undefined): value is AuditAction {
  return value !== null && value !== undefined && Object.hasOwn(AUDIT_ACTION_LABELS, value);
}
