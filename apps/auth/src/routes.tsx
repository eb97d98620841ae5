import { ROUTES } from '@profileproof/contracts';
import type { RemoteRoute } from '@profileproof/session';
import { GoogleCallbackScreen } from './features/google/components/google-callback-screen';
import { GoogleSignInButton } from './features/google/components/google-sign-in-button';
import { LoginScreen } from './features/login/components/login-screen';
import { ForgotPasswordScreen } from './features/password-reset/components/forgot-password-screen';
import { ResetPasswordScreen } from './features/password-reset/components/reset-password-screen';
import { SignupScreen } from './features/signup/components/signup-screen';
import { VerifyEmailScreen } from './features/verify-email/components/verify-email-screen';

// Features do not import each other: the screens that offer the third-party button get it here.
function LoginRoute() {
  return <LoginScreen thirdParty={<GoogleSignInButton action="login" />} />;
}

function SignupRoute() {
  return <SignupScreen thirdParty={<GoogleSignInButton action="signup" />} />;
}

/** The account screens this remote gives the shell, at the spec's paths. Access rules (guest-only pages) are the shell's. */
export const routes: RemoteRoute[] = [
  { path: ROUTES.login, title: 'Log in', Component: LoginRoute },
  { path: ROUTES.signup, title: 'Sign up', Component: SignupRoute },
  { path: ROUTES.forgotPassword, title: 'Forgot password', Component: ForgotPasswordScreen },
  { path: ROUTES.resetPassword, title: 'Reset password', Component: ResetPasswordScreen },
  { path: ROUTES.verifyEmail, title: 'Verify e-mail', Component: VerifyEmailScreen },
  { path: ROUTES.googleCallback, title: 'Google sign-in', Component: GoogleCallbackScreen },
];
