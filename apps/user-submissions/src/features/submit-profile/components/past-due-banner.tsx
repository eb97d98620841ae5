import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { BILLING_MESSAGES, BILLING_BANNER_TEXTS } from '@profileproof/contracts/billing';
import { Alert, ArrowRightIcon } from '@profileproof/ui';
import { useBillingMe } from '../../../shared/api/billing-me';

/**
 * The customer's last payment failed (past_due): the plan is kept while they fix it, and this
 * says where. One request, GET /api/billing/me, for a signed-in customer only.
 */
export function PastDueBanner() {
  const me = useBillingMe();
  if (!me.data?.enabled || !me.data.payment_problem) return null;
  return (
    <div className="past-due-banner">
      <Alert tone="warning">
        <p>{BILLING_MESSAGES.pastDueBanner}</p>
        <Link to={`${ROUTES.account}#billing`} className="submit-limit__link">
          {BILLING_BANNER_TEXTS.action}
          <ArrowRightIcon />
        </Link>
      </Alert>
    </div>
  );
}
