import { useRouteError } from 'react-router';
import { ErrorPanel, Page } from '@profileproof/ui';

/** Any routing failure other than an unknown path (which goes to /not-found) lands here, never on a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('[shell] routing error', error);
  return (
    <Page>
      <ErrorPanel
        title="Unexpected Application Error!"
        message="Something went wrong while opening this page. Reload it, or go back to the home page."
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      >
        <a href="/" className="pp-button pp-button--secondary">
          Home page
        </a>
      </ErrorPanel>
    </Page>
  );
}
