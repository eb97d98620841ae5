import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { buttonClassName, ErrorPanel } from '@profileproof/ui';

/** The server refused the caller as an administrator (401/403): say so and offer to log in again. */
export function NotAdminPanel() {
  return (
    <ErrorPanel title="Admin access required" message={MESSAGES.admin.notAdmin}>
      <Link to={ROUTES.login} className={buttonClassName('primary')}>
        Log in
      </Link>
    </ErrorPanel>
  );
}
