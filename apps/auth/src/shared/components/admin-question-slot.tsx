import { lazy, Suspense } from 'react';
import type { SignedInAdmin } from '../use-complete-sign-in';

// Only admins are asked: the login page every visitor loads does not carry the dialog.
const AdminDashboardQuestion = lazy(() => import('./admin-dashboard-question'));

/** Where a screen that signs people in puts the admin's dashboard question (useCompleteSignIn's `signedInAdmin`). */
export function AdminQuestionSlot({ admin }: { admin: SignedInAdmin | null }) {
  return (
    admin && (
      <Suspense>
        <AdminDashboardQuestion {...admin} />
      </Suspense>
    )
  );
}
