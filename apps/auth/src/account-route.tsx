import { AccountPage } from './features/account/account-page';
import { TwoStepSection } from './features/two-step/components/two-step-section';

/** /account, composed here as routes.tsx composes the login page (features do not import each other). */
export function AccountRoute() {
  return <AccountPage twoStep={<TwoStepSection />} />;
}
