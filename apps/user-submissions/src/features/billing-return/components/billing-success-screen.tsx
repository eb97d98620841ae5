import { Link } from 'react-router';
import { ROUTES, TIER_LABELS } from '@profileproof/contracts';
import { BILLING_SUCCESS_TEXTS, type BillingMeResponse } from '@profileproof/contracts/billing';
import { AuthCard, Button, buttonClassName } from '@profileproof/ui';
import { type ConfirmationStatus, usePaymentConfirmation } from '../payment-confirmation';
import '../billing-return.css';

const TEXT = BILLING_SUCCESS_TEXTS;
const ACCOUNT_BILLING = `${ROUTES.account}#billing`;

/** The plan now in force and what it leaves this month. */
function ConfirmedPlan({ me }: { me: BillingMeResponse }) {
  const remaining = me.usage.remaining;
  return (
    <dl className="billing-return__facts">
      <div>
        <dt>{TEXT.plan}</dt>
        <dd>{TIER_LABELS[me.tier]}</dd>
      </div>
      <div>
        <dt>{TEXT.remaining}</dt>
        <dd>{remaining === null ? TEXT.unlimited : remaining}</dd>
      </div>
    </dl>
  );
}

/** What the live region says: the wait, the plan switched on, or that it takes longer. */
function statusText(status: ConfirmationStatus, me: BillingMeResponse | undefined): string {
  if (status === 'confirmed' && me) return TEXT.confirmed(TIER_LABELS[me.tier]);
  return status === 'slow' ? TEXT.slow : TEXT.confirming;
}

/**
 * /billing/success, where the payment provider sends the browser back after a payment: the
 * payment is in, and the plan switches on when the provider's notice has been processed. Asks
 * until it has (or for half a minute), then shows the plan and this month's submissions.
 */
export function BillingSuccessScreen() {
  const { status, me, checkAgain } = usePaymentConfirmation();
  return (
    <AuthCard status="success" title={TEXT.title} subtitle={TEXT.intro}>
      <div className="pp-auth__stack">
        <div
          className={`billing-return__status billing-return__status--${status}`}
          role="status"
          aria-live="polite"
        >
          {status === 'confirming' && (
            <span className="pp-spinner pp-spinner--inline" aria-hidden="true" />
          )}
          <p>{statusText(status, me)}</p>
        </div>
        {status === 'confirmed' && me && <ConfirmedPlan me={me} />}
        <div className="pp-auth__actions">
          {status === 'confirmed' ? (
            <Link to={ROUTES.inputMain} className={buttonClassName('primary', { block: true })}>
              {TEXT.submit}
            </Link>
          ) : (
            status === 'slow' && (
              <Button block onClick={checkAgain}>
                {TEXT.checkAgain}
              </Button>
            )
          )}
          <Link to={ACCOUNT_BILLING} className={buttonClassName('secondary', { block: true })}>
            {TEXT.toBilling}
          </Link>
        </div>
      </div>
    </AuthCard>
  );
}
