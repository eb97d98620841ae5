import { ROUTES } from '@profileproof/contracts';
import { SESSION_CONTRACT_VERSION } from '@profileproof/remotes';
import type { RemoteRoute } from '@profileproof/session';
import { onDemand } from '@profileproof/ui';
import { MySubmissionsScreen } from './features/my-submissions/components/my-submissions-screen';
import { SubmitProfileScreen } from './features/submit-profile/components/submit-profile-screen';

/** The screens this remote gives the shell, at the spec's paths. Who may open them is the shell's call (its guards). */
export const routes: RemoteRoute[] = [
  { path: ROUTES.inputMain, title: 'Submit profile', Component: SubmitProfileScreen },
  { path: ROUTES.mySubmissions, title: 'My submissions', Component: MySubmissionsScreen },
  {
    path: ROUTES.submission,
    title: 'Submission details',
    // The report (its figures, checks and progress chart) follows on demand: none of it on /inputMain.
    Component: onDemand(() =>
      import('./features/submission-details/components/submission-details-screen').then(
        (m) => m.SubmissionDetailsScreen,
      ),
    ),
  },
  {
    path: ROUTES.billingSuccess,
    title: 'Payment received',
    // (issue 40) The pages the payment provider sends the browser back to, in a chunk of their own.
    Component: onDemand(() =>
      import('./features/billing-return').then((m) => m.BillingSuccessScreen),
    ),
  },
  {
    path: ROUTES.billingCancel,
    title: 'Checkout canceled',
    Component: onDemand(() =>
      import('./features/billing-return').then((m) => m.BillingCancelScreen),
    ),
  },
];

/** The session contract this build was made against: the shell refuses the remote if it cannot offer it. */
export const contractVersion = SESSION_CONTRACT_VERSION;
