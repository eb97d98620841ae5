import { ROUTES } from '@profileproof/contracts';
import { SESSION_CONTRACT_VERSION } from '@profileproof/remotes';
import type { RemoteRoute } from '@profileproof/session';
import { onDemand } from '@profileproof/ui';
import { GoogleSignInButton } from './features/google/components/google-sign-in-button';
import { LoginScreen } from './features/login/components/login-screen';
import { SignupScreen } from './features/signup/components/signup-screen';

// Features do not import each other: the screens that offer the third-party button get it here.
function LoginRoute() {
  return <LoginScreen thirdParty={<GoogleSignInButton action="login" />} />;
}

function SignupRoute() {
  return <SignupScreen thirdParty={<GoogleSignInButton action="signup" />} />;
}

// Login and sign-up, the pages most visits start from, come with ./routes itself; the screens
// reached from a link (e-mail, Google) follow on demand, in chunks of their own.

/** The account screens this remote gives the shell, at the spec's paths. Access rules (guest-only pages) are the shell's. */
export const routes: RemoteRoute[] = [
  { path: ROUTES.login, title: 'Log in', Component: LoginRoute },
  { path: ROUTES.signup, title: 'Sign up', Component: SignupRoute },
  {
    path: ROUTES.forgotPassword,
    title: 'Forgot password',
    Component: onDemand(() =>
      import('./features/password-reset/components/forgot-password-screen').then(
        (m) => m.ForgotPasswordScreen,
      ),
    ),
  },
  {
    path: ROUTES.resetPassword,
    title: 'Reset password',
    Component: onDemand(() =>
      import('./features/password-reset/components/reset-password-screen').then(
        (m) => m.ResetPasswordScreen,
      ),
    ),
  },
  {
    path: ROUTES.verifyEmail,
    title: 'Verify e-mail',
    Component: onDemand(() =>
      import('./features/verify-email/components/verify-email-screen').then(
        (m) => m.VerifyEmailScreen,
      ),
    ),
  },
  {
    path: ROUTES.account,
    title: 'Account',
    // (issue 25) Also the e-mail change link's landing page. A chunk of its own: none of it on /login.
    Component: onDemand(() => import('./account-route').then((m) => m.AccountRoute)),
  },
  {
    path: ROUTES.loginCode,
    title: 'Two-step sign-in',
    Component: onDemand(() =>
      import('./features/two-step/components/login-code-screen').then((m) => m.LoginCodeScreen),
    ),
  },
  {
    path: ROUTES.googleCallback,
    title: 'Google sign-in',
    Component: onDemand(() =>
      import('./features/google/components/google-callback-screen').then(
        (m) => m.GoogleCallbackScreen,
      ),
    ),
  },
];

/** The session contract this build was made against: the shell refuses the remote if it cannot offer it. */
export const contractVersion = SESSION_CONTRACT_VERSION;
