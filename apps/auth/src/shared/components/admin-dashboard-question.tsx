import { MESSAGES } from '@profileproof/contracts';
import { ConfirmDialog } from '@profileproof/ui';
import type { AdminQuestion } from '../use-complete-sign-in';

/** After an admin signs in: open the dashboard, or go on where they were going (also Escape). */
export function AdminDashboardQuestion({ open, answer }: AdminQuestion) {
  return (
    <ConfirmDialog
      open={open}
      tone="primary"
      title="Signed in as an administrator"
      confirmLabel="Go to the Admin Dashboard"
      cancelLabel="Not now"
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      <p>{MESSAGES.login.goToAdminDashboard}</p>
    </ConfirmDialog>
  );
}
