import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { Card, Page } from '@profileproof/ui';

export function BlankPage() {
  return (
    <Page>
      <Card className="pp-panel pp-panel--info">
        <h1>Thank You for Your Interest! This feature is currently under development.</h1>
        <div className="pp-row" style={{ justifyContent: 'center' }}>
          <Link to={ROUTES.signup} className="pp-button pp-button--primary">
            Create an account
          </Link>
          <Link to={ROUTES.pricing} className="pp-button pp-button--secondary">
            See pricing
          </Link>
        </div>
      </Card>
    </Page>
  );
}
