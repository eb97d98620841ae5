import { useNavigate } from 'react-router';
import { MESSAGES } from '@profileproof/contracts';
import { ConfirmDialog } from '@profileproof/ui';
import { destinationAfterSignIn, type SignedInAdmin } from '../use-complete-sign-in';

/**
 * After an admin signs in: open the dashboard, or go on where they were going (also Escape). A
 * chunk of its own (AdminQuestionSlot), fetched only once an admin has signed in.
 */
export default function AdminDashboardQuestion({ auth, from }: SignedInAdmin) {
  const navigate = useNavigate();
  const leave = (toAdminDashboard: boolean) =>
    void navigate(destinationAfterSignIn(auth, from, toAdminDashboard), { replace: true });
  return (
    <ConfirmDialog
      open
      tone="primary"
      title="Signed in as an administrator"
      confirmLabel="Go to the Admin Dashboard"
      cancelLabel="Not now"
      onConfirm={() => leave(true)}
      onCancel={() => leave(false)}
    >
      <p>{MESSAGES.login.goToAdminDashboard}</p>
    </ConfirmDialog>
  );
}
