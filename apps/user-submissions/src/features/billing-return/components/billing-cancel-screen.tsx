import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { BILLING_CANCEL_TEXTS } from '@profileproof/contracts/billing';
import { AuthCard, buttonClassName } from '@profileproof/ui';

const TEXT = BILLING_CANCEL_TEXTS;

/** /billing/cancel, where the payment provider sends the browser back when checkout is left. */
export function BillingCancelScreen() {
  return (
    <AuthCard title={TEXT.title} subtitle={TEXT.intro}>
      <div className="pp-auth__actions">
        <Link to={ROUTES.pricing} className={buttonClassName('primary', { block: true })}>
          {TEXT.backToPricing}
        </Link>
        <Link to={ROUTES.inputMain} className={buttonClassName('secondary', { block: true })}>
          {TEXT.submit}
        </Link>
      </div>
    </AuthCard>
  );
}
