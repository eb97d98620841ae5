import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { AuthCard, buttonClassName } from '@profileproof/ui';
import { ResendVerification } from '../../../shared/components/resend-verification';

/** The 'Verify Your Email' panel shown after signing up. */
export function VerifyEmailNotice({ email, resent }: { email: string; resent: boolean }) {
  return (
    <AuthCard
      status="mail"
      title={MESSAGES.signup.verifyYourEmail}
      subtitle={
        resent ? (
          <>
            This e-mail address is already registered but not verified yet. We have sent the
            verification e-mail again to <strong>{email}</strong>.
          </>
        ) : (
          <>
            We have sent a verification link to <strong>{email}</strong>. Check your inbox and open
            the link to activate your account.
          </>
        )
      }
    >
      <div className="pp-auth__stack">
        <p className="pp-auth__muted">
          Can&apos;t find it? Look in your spam folder, or send it again.
        </p>
        <div className="pp-auth__actions">
          <Link to={ROUTES.login} className={buttonClassName('primary', { block: true })}>
            {MESSAGES.signup.goToLogin}
          </Link>
          <ResendVerification email={email} label={MESSAGES.signup.resendEmail} />
        </div>
      </div>
    </AuthCard>
  );
}
