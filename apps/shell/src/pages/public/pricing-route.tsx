import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REFUND_POLICY_TEXT, ROUTES } from '@profileproof/contracts';
import {
  BILLING_POLICY_TEXTS,
  BILLING_PRICING_TEXTS,
  CHECKOUT_RESUME_PARAM,
  isPurchasablePlan,
  parseCheckoutResume,
  type BillingPlansResponse,
  type CheckoutRequest,
  type PurchasablePlanId,
} from '@profileproof/contracts/billing';
import { useSession } from '@profileproof/session';
import { CheckoutAction, CheckoutProblemAlert } from './checkout/checkout-action';
import { useBillingPlans } from './checkout/billing-plans';
import { useCheckout, type CheckoutState } from './checkout/use-checkout';
import { PERIOD_INTERVALS, RECOMMENDED_PLAN, type BillingPeriod, type SoldPlan } from './plan-card';
import { PricingPage, type PricingBilling } from './pricing-page';
import { PUBLIC_PAGE_TITLES } from './titles';

const TEXT = BILLING_PRICING_TEXTS;

/** The provider's prices of a plan sold online, both intervals, or null. */
function pricesOf(
  catalogue: BillingPlansResponse,
  id: PurchasablePlanId,
): SoldPlan['prices'] | null {
  const sold = catalogue.plans.find((candidate) => candidate.id === id);
  const month = sold?.prices.find((price) => price.interval === 'month');
  const year = sold?.prices.find((price) => price.interval === 'year');
  return month && year ? { month, year } : null;
}

/** Under the period switch: the checkout resumed after signing in, opening or refused. */
function ResumeNotice({ choice, checkout }: { choice: CheckoutRequest; checkout: CheckoutState }) {
  if (checkout.choice.plan !== choice.plan || checkout.choice.interval !== choice.interval)
    return null;
  return (
    <div className="pricing-hero__notice">
      {checkout.problem ? (
        <CheckoutProblemAlert problem={checkout.problem} />
      ) : (
        <p role="status" className="pricing-hero__opening">
          {TEXT.starting}
        </p>
      )}
    </div>
  );
}

/**
 * /pricing as the shell mounts it: the page, with buy buttons on the plans sold online when
 * `GET /api/billing/plans` says billing is on (never for an admin). `?checkout=basic-year`, the
 * way back of a visitor sent to log in, starts that checkout by itself, once.
 */
export function PricingRoute() {
  const { status, isAuthenticated, isAdmin } = useSession();
  const catalogue = useBillingPlans();
  const checkout = useCheckout();
  const [params, setParams] = useSearchParams();
  const [resumed] = useState(() => parseCheckoutResume(params.get(CHECKOUT_RESUME_PARAM)));
  const [period, setPeriod] = useState<BillingPeriod>(
    resumed?.interval === 'year' ? 'yearly' : 'monthly',
  );
  const selling = catalogue?.enabled === true && !isAdmin;

  const resumeAsked = useRef(false);
  const { start } = checkout;
  useEffect(() => {
    if (!resumed || resumeAsked.current || status !== 'ready' || catalogue === null) return;
    resumeAsked.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_RESUME_PARAM);
        return next;
      },
      { replace: true },
    );
    if (selling && isAuthenticated) start(resumed);
  }, [resumed, status, catalogue, selling, isAuthenticated, start, setParams]);

  const billing: PricingBilling | undefined =
    selling && catalogue
      ? {
          sold({ id, name }, shown) {
            const prices = isPurchasablePlan(id) ? pricesOf(catalogue, id) : null;
            if (!prices || !isPurchasablePlan(id)) return undefined;
            const interval = PERIOD_INTERVALS[shown];
            const action = (
              <CheckoutAction
                plan={{ id, name }}
                interval={interval}
                price={prices[interval]}
                primary={id === RECOMMENDED_PLAN}
                checkout={checkout.state}
                onStart={start}
              />
            );
            return { prices, action };
          },
          note: (
            <p className="pricing-plans__note">
              {TEXT.note} {!isAuthenticated && TEXT.visitorNote}
            </p>
          ),
          notice: resumed && checkout.state && (
            <ResumeNotice choice={resumed} checkout={checkout.state} />
          ),
          upgradeAnswer: (
            <>
              <p>{TEXT.faqUpgrade}</p>
              <p>
                <Link to={ROUTES.contactUs}>Contact us about Premium Elite</Link>
              </p>
            </>
          ),
          refundAnswer: (
            <>
              <p>{BILLING_POLICY_TEXTS.faqCancel}</p>
              <p>
                {REFUND_POLICY_TEXT} The full terms are in our{' '}
                <Link to={ROUTES.cancellationRefundPolicy}>
                  {PUBLIC_PAGE_TITLES.cancellationRefundPolicy}
                </Link>
                .
              </p>
            </>
          ),
        }
      : undefined;

  return <PricingPage billing={billing} period={period} onPeriodChange={setPeriod} />;
}
