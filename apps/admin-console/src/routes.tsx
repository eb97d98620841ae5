import { ROUTES } from '@profileproof/contracts';
import { SESSION_CONTRACT_VERSION } from '@profileproof/remotes';
import type { RemoteRoute } from '@profileproof/session';
import { ActivityScreen } from './features/activity/components/activity-screen';
import { ReviewQueueScreen } from './features/review-queue/components/review-queue-screen';
import { ReviewedScreen } from './features/reviewed/components/reviewed-screen';
import { SubscriptionsScreen } from './features/subscriptions/components/subscriptions-screen';
import { TeamScreen } from './features/team/components/team-screen';

/** The screens this remote gives the shell, at the spec's paths. Who may open them is the shell's call (its admin guard). */
export const routes: RemoteRoute[] = [
  { path: ROUTES.adminDashboard, title: 'Admin dashboard', Component: ReviewQueueScreen },
  { path: ROUTES.adminReviewed, title: 'Reviewed submissions', Component: ReviewedScreen },
  {
    path: ROUTES.adminSubscriptions,
    title: 'Manage subscriptions',
    Component: SubscriptionsScreen,
  },
  { path: ROUTES.adminActivity, title: 'Activity', Component: ActivityScreen },
  { path: ROUTES.adminTeam, title: 'Team', Component: TeamScreen },
];

/** The session contract this build was made against: the shell refuses the remote if it cannot offer it. */
export const contractVersion = SESSION_CONTRACT_VERSION;
