import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_DELAY_MS, ROUTES } from '@profileproof/contracts';
import { Card, Page } from '@profileproof/ui';

export function NotFoundPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(ROUTES.landing, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Page>
      <Card className="pp-panel pp-panel--info">
        <div className="pp-panel__icon" aria-hidden="true">
          ?
        </div>
        <h1>404 · Page not found</h1>
        <p className="pp-panel__message">
          The page you are looking for does not exist. Taking you to the home page in 3 seconds…
        </p>
        <Link to={ROUTES.landing} className="pp-button pp-button--primary">
          Go to the home page now
        </Link>
      </Card>
    </Page>
  );
}
