import { ROUTES } from '@profileproof/contracts';
import type { RemoteRoute } from '@profileproof/session';
import { AccountPlaceholder } from './placeholder-screen';

export const routes: RemoteRoute[] = [
  {
    path: ROUTES.login,
    title: 'Log in',
    Component: () => <AccountPlaceholder title="Log in" description="Sign in with your e-mail and password, or with Google." />,
  },
  {
    path: ROUTES.signup,
    title: 'Sign up',
    Component: () => <AccountPlaceholder title="Create your account" description="Register with your e-mail address, or with Google." />,
  },
  {
    path: ROUTES.forgotPassword,
    title: 'Forgot password',
    Component: () => <AccountPlaceholder title="Forgot your password?" description="We will e-mail you a link to choose a new one." />,
  },
  {
    path: ROUTES.resetPassword,
    title: 'Reset password',
    Component: () => <AccountPlaceholder title="Choose a new password" description="Set the new password for your account." />,
  },
  {
    path: ROUTES.verifyEmail,
    title: 'Verify e-mail',
    Component: () => <AccountPlaceholder title="Verify your e-mail" description="Confirming your e-mail address." />,
  },
  {
    path: ROUTES.googleCallback,
    title: 'Google sign-in',
    Component: () => <AccountPlaceholder title="Finishing sign-in" description="Completing your Google sign-in." />,
  },
];
