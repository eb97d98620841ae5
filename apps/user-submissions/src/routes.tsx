import { ROUTES } from '@profileproof/contracts';
import type { RemoteRoute } from '@profileproof/session';
import { SubmissionsPlaceholder } from './placeholder-screen';

export const routes: RemoteRoute[] = [
  {
    path: ROUTES.inputMain,
    title: 'Submit profile',
    Component: () => (
      <SubmissionsPlaceholder title="Profile analysis" description="Submit your LinkedIn profile for an expert review." />
    ),
  },
  {
    path: ROUTES.mySubmissions,
    title: 'My submissions',
    Component: () => <SubmissionsPlaceholder title="My Submissions" description="Every profile you submitted, and our replies." />,
  },
  {
    path: ROUTES.submission,
    title: 'Submission details',
    Component: () => <SubmissionsPlaceholder title="Submission Details" description="Your submission and its analysis report." />,
  },
];
