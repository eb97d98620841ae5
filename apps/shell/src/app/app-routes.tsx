import { Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { Layout } from '../layout/layout';
import { BlankPage } from '../pages/blank-page';
import { LandingPage } from '../pages/landing-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PublicPlaceholderPage } from '../pages/public-placeholder-page';
import { RouteErrorPage } from '../pages/route-error-page';
import type { RemoteName } from '../remotes/remote-registry';
import { RemoteScreen } from '../remotes/remote-screen';

/** Which remote owns which path of the product spec. The remote provides the screen; the shell decides where it lives. */
export const REMOTE_PATHS: Record<RemoteName, string[]> = {
  auth: [
    ROUTES.login,
    ROUTES.signup,
    ROUTES.forgotPassword,
    ROUTES.resetPassword,
    ROUTES.verifyEmail,
    ROUTES.googleCallback,
  ],
  user_submissions: [ROUTES.inputMain, ROUTES.mySubmissions, ROUTES.submission],
  admin_console: [ROUTES.adminDashboard, ROUTES.adminReviewed, ROUTES.adminSubscriptions],
};

const PUBLIC_PAGES: { path: string; title: string; description: string }[] = [
  { path: ROUTES.pricing, title: 'Pricing', description: 'Plans for every stage of your career.' },
  { path: ROUTES.termsAndConditions, title: 'Terms and Conditions', description: 'The terms of using ProfileProof.' },
  { path: ROUTES.privacyPolicy, title: 'Privacy Policy', description: 'How we handle your data.' },
  { path: ROUTES.shippingDeliveryPolicy, title: 'Shipping and Delivery Policy', description: 'How your report is delivered.' },
  { path: ROUTES.cancellationRefundPolicy, title: 'Cancellation and Refund Policy', description: 'Cancellations and refunds.' },
  { path: ROUTES.contactUs, title: 'Contact Us', description: 'How to reach our support team.' },
];

export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: ROUTES.landing, element: <LandingPage /> },
      ...(Object.entries(REMOTE_PATHS) as [RemoteName, string[]][]).flatMap(([remote, paths]) =>
        paths.map((path) => ({ path, element: <RemoteScreen key={path} remote={remote} path={path} /> })),
      ),
      ...PUBLIC_PAGES.map(({ path, title, description }) => ({
        path,
        element: <PublicPlaceholderPage title={title} description={description} />,
      })),
      { path: ROUTES.blankPage, element: <BlankPage /> },
      { path: ROUTES.notFound, element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
    ],
  },
];
