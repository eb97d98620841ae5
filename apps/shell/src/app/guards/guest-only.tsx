import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@profileproof/session';
import { homeFor } from './guard-targets';
import { SessionPending } from './session-pending';

function GuestGate({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  // Decided on arrival: a user who signs in *on* this page (login, Google) is moved on by that
  // page, which knows where to (the admin question, the page they came from); the guard must not
  // race it with a redirect of its own.
  const [arrivedAsGuest] = useState(() => user === null);
  if (user && !arrivedAsGuest) return <Navigate to={homeFor(user.role)} replace />;
  return children ?? <Outlet />;
}

/** Pages for visitors only (/, /login, /signup): signed-in users go to their start page. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'checking') return <SessionPending />;
  // One gate per history entry: each arrival is judged afresh.
  return <GuestGate key={location.key}>{children}</GuestGate>;
}
