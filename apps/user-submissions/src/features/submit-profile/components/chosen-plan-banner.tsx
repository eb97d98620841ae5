import { useState } from 'react';
import { Link } from 'react-router';
import {
  BILLING_BANNER_TEXTS,
  checkoutResumePath,
  claimCheckoutChoice,
  forgetCheckoutChoice,
  LIVE_STATES,
  purchasablePlan,
} from '@profileproof/contracts/billing';
import { useSession } from '@profileproof/session';
import { Alert, Button, buttonClassName } from '@profileproof/ui';
import { useBillingMe } from '../../../shared/api/billing-me';

const TEXT = BILLING_BANNER_TEXTS;

/**
 * The plan a visitor chose on /pricing before signing up (kept a day in the browser), offered back
 * on the first page after signing in: "Continue to checkout" returns to /pricing, which opens that
 * checkout. Shown only while billing is on and the customer has no live subscription, and only to
 * the first account it was offered to (not to someone else signing in on the same browser); "Not
 * now" forgets the choice.
 */
export function ChosenPlanBanner() {
  const { user } = useSession();
  // An administrator buys nothing: the choice stays for the customer it was made for.
  const [choice, setChoice] = useState(() =>
    user && user.role !== 'admin' ? claimCheckoutChoice(user.email) : null,
  );
  const me = useBillingMe();
  if (!choice || !me.data?.enabled) return null;
  if (me.data.state !== null && LIVE_STATES.includes(me.data.state)) return null;
  const notNow = () => {
    forgetCheckoutChoice();
    setChoice(null);
  };
  return (
    <div className="chosen-plan-banner">
      <Alert tone="info">
        <p>{TEXT.chosenPlan(purchasablePlan(choice.plan).name, choice.interval)}</p>
        <div className="chosen-plan-banner__actions">
          <Link to={checkoutResumePath(choice)} className={buttonClassName('primary')}>
            {TEXT.continueToCheckout}
          </Link>
          <Button variant="ghost" onClick={notNow}>
            {TEXT.notNow}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
