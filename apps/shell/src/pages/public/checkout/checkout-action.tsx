import { Link } from 'react-router';
import { formatPrice, ROUTES } from '@profileproof/contracts';
import {
  BILLING_PRICING_TEXTS,
  type BillingInterval,
  type BillingPrice,
  type CheckoutRequest,
} from '@profileproof/contracts/billing';
import { Button, type Tone } from '@profileproof/ui';
import type { CheckoutProblem, CheckoutState } from './use-checkout';

const TEXT = BILLING_PRICING_TEXTS;

const PROBLEM_TONES: Record<CheckoutProblem['kind'], Tone> = {
  live: 'info',
  unavailable: 'warning',
  failed: 'error',
};

/**
 * Why the checkout did not start; a live subscription is managed under Account → Billing. Drawn
 * as the kit's Alert, whose component (and icons) would otherwise join the shell's first script,
 * which every /login visit downloads (its byte budget).
 */
export function CheckoutProblemAlert({ problem }: { problem: CheckoutProblem }) {
  const tone = PROBLEM_TONES[problem.kind];
  return (
    <div className={`pp-alert pp-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="pp-alert__body">
        <p className="checkout-problem__text">{problem.message}</p>
        {problem.kind === 'live' && (
          <Link to={`${ROUTES.account}#billing`}>{TEXT.goToBilling}</Link>
        )}
      </div>
    </div>
  );
}

const sameChoice = (a: CheckoutRequest, b: CheckoutRequest) =>
  a.plan === b.plan && a.interval === b.interval;

/**
 * A card's button when its plan is sold online: "Subscribe for $599 a month" (read out with the
 * plan's name), at the price the provider charges, and what stopped the last try of this card.
 */
export function CheckoutAction({
  plan,
  interval,
  price,
  primary,
  checkout,
  onStart,
}: {
  plan: { id: CheckoutRequest['plan']; name: string };
  interval: BillingInterval;
  price: BillingPrice;
  primary: boolean;
  checkout: CheckoutState | null;
  onStart: (choice: CheckoutRequest) => void;
}) {
  const choice: CheckoutRequest = { plan: plan.id, interval };
  const mine = checkout !== null && sameChoice(checkout.choice, choice);
  const starting = checkout?.phase === 'starting';
  return (
    <div className="plan-card__action">
      <Button
        variant={primary ? 'primary' : 'secondary'}
        block
        busy={mine && starting}
        disabled={starting && !mine}
        onClick={() => onStart(choice)}
      >
        {/* One text run: the button lays out its children side by side. */}
        <span>
          {TEXT.subscribe}
          <span className="pp-visually-hidden"> to {plan.name}</span>{' '}
          {TEXT.subscribeFor(formatPrice(price.amount / 100), interval)}
        </span>
      </Button>
      {mine && checkout.problem && <CheckoutProblemAlert problem={checkout.problem} />}
    </div>
  );
}
