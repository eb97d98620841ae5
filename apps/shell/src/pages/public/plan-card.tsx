import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatPrice,
  getPlan,
  ROUTES,
  yearlySaving,
  yearlyTotalPrice,
  type Plan,
} from '@profileproof/contracts';
import type { BillingInterval, BillingPrice } from '@profileproof/contracts/billing';
import { buttonClassName, CheckIcon } from '@profileproof/ui';
import { submissionLimitText } from './plan-facts';

export type BillingPeriod = 'monthly' | 'yearly';

export const PERIOD_INTERVALS: Readonly<Record<BillingPeriod, BillingInterval>> = {
  monthly: 'month',
  yearly: 'year',
};

/** The plan the page suggests to most people who outgrow the free review. */
export const RECOMMENDED_PLAN = getPlan('basic').id;

/** A plan sold online (billing on): the provider's prices, and the card's button. */
export interface SoldPlan {
  prices: Readonly<Record<BillingInterval, BillingPrice>>;
  action: ReactNode;
}

/** The card's figures in dollars: from the catalogue, or, for a plan sold online, from the prices it is sold at. */
function priceFigures(plan: Plan, sold: SoldPlan | undefined) {
  if (!sold)
    return {
      monthly: plan.monthlyPrice,
      yearlyMonthly: plan.yearlyMonthlyPrice,
      yearlyTotal: yearlyTotalPrice(plan.monthlyPrice),
      saving: yearlySaving(plan.monthlyPrice),
    };
  const { month, year } = sold.prices;
  return {
    monthly: month.per_month / 100,
    yearlyMonthly: year.per_month / 100,
    yearlyTotal: year.amount / 100,
    saving: Math.max(0, month.amount * 12 - year.amount) / 100,
  };
}

function PlanPrice({
  plan,
  billing,
  sold,
}: {
  plan: Plan;
  billing: BillingPeriod;
  sold?: SoldPlan;
}) {
  const figures = priceFigures(plan, sold);
  const amount = billing === 'yearly' ? figures.yearlyMonthly : figures.monthly;
  const free = plan.monthlyPrice === 0;
  return (
    <div className="plan-card__pricing">
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatPrice(amount)}</span>
        <span className="plan-card__period">/month</span>
      </p>
      {free ? (
        <p className="plan-card__billing">Free for every account, no payment details needed</p>
      ) : billing === 'yearly' ? (
        <>
          <p className="plan-card__billing">
            Billed yearly: {formatPrice(figures.yearlyTotal)} a year
          </p>
          <p className="plan-card__saving">You save {formatPrice(figures.saving)} a year</p>
        </>
      ) : (
        <p className="plan-card__billing">Billed monthly</p>
      )}
    </div>
  );
}

/** One plan: name, pitch, price, facts, its way to get it, and what it includes. */
export function PlanCard({
  plan,
  billing,
  sold,
}: {
  plan: Plan;
  billing: BillingPeriod;
  sold?: SoldPlan;
}) {
  const titleId = `plan-${plan.id}-title`;
  const recommended = plan.id === RECOMMENDED_PLAN;
  const free = plan.monthlyPrice === 0;
  let action: ReactNode;
  if (sold) action = sold.action;
  else if (free)
    action = (
      <Link to={ROUTES.signup} className={buttonClassName('secondary', { block: true })}>
        Get started free
      </Link>
    );
  else
    action = (
      <Link
        to={ROUTES.contactUs}
        className={buttonClassName(recommended ? 'primary' : 'secondary', { block: true })}
      >
        Contact us to upgrade<span className="pp-visually-hidden"> to {plan.name}</span>
      </Link>
    );
  return (
    <article
      className={['plan-card', recommended && 'plan-card--recommended'].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className="plan-card__head">
        <h3 id={titleId} className="plan-card__name">
          {plan.name}
        </h3>
        {recommended && <span className="plan-card__badge">Recommended</span>}
      </div>
      <p className="plan-card__pitch">{plan.pitch}</p>
      <PlanPrice plan={plan} billing={billing} sold={sold} />
      <dl className="plan-card__facts">
        <div>
          <dt>Delivery</dt>
          <dd>{plan.delivery}</dd>
        </div>
        <div>
          <dt>Submissions</dt>
          <dd>{submissionLimitText(plan)}</dd>
        </div>
      </dl>
      {action}
      <ul className="plan-card__features" aria-label={`${plan.name} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckIcon size={16} className="plan-card__check" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
