import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { Alert, AuthCard, buttonClassName } from '@profileproof/ui';

/** The success card of a link from an e-mail (verification, password reset), shown until the move to the login page. */
export function RedirectingToLogin({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard status="success" title={title}>
      <div className="pp-auth__stack">
        <Alert tone="success">{text}</Alert>
        <Link to={ROUTES.login} replace className={buttonClassName('primary', { block: true })}>
          Log in now
        </Link>
      </div>
    </AuthCard>
  );
}
