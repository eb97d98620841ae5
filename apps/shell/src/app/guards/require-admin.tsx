import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@profileproof/session';
import { RedirectToLogin } from './require-auth';
import { SessionPending } from './session-pending';

/**
 * Admin pages (spec: anyone else is redirected to /login). A signed-in user who is not an admin
 * is then sent on by /login's own guard to their start page.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { status, isAdmin } = useSession();
  if (status === 'checking') return <SessionPending />;
  if (!isAdmin) return <RedirectToLogin />;
  return children ?? <Outlet />;
}
