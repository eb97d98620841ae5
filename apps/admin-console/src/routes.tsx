import { ROUTES } from '@profileproof/contracts';
import type { RemoteRoute } from '@profileproof/session';
import { AdminPlaceholder } from './placeholder-screen';

export const routes: RemoteRoute[] = [
  {
    path: ROUTES.adminDashboard,
    title: 'Dashboard',
    Component: () => <AdminPlaceholder title="Admin Dashboard" description="Review pending submissions, analyse them and send reports." />,
  },
  {
    path: ROUTES.adminReviewed,
    title: 'Reviewed',
    Component: () => <AdminPlaceholder title="Reviewed Submissions" description="Every submission that has a reply: edit, re-send or delete." />,
  },
  {
    path: ROUTES.adminSubscriptions,
    title: 'Subscriptions',
    Component: () => (
      <AdminPlaceholder title="Manage User Subscriptions" description="Assign premium access to specific users without payment processing." />
    ),
  },
];
