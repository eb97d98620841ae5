import { ROUTES, type Role } from '@profileproof/contracts';

/** Where a signed-in user starts: the dashboard for admins, the submission page for users. */
export function homeFor(role: Role): string {
  return role === 'admin' ? ROUTES.adminDashboard : ROUTES.inputMain;
}
