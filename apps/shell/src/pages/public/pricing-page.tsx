import { useState } from 'react';
import { Link } from 'react-router';
import {
  ANALYSIS_CHECK_COUNT_TEXT,
  COMPARED_FEATURES,
  formatPrice,
  getPlan,
  PLANS,
  ROUTES,
  YEARLY_DISCOUNT,
  yearlySaving,
  yearlyTotalPrice,
  type Plan,
} from '@profileproof/contracts';
import {
  buttonClassName,
  CheckIcon,
  DashIcon,
  Faq,
  Page,
  SegmentedControl,
  TableScroller,
} from '@profileproof/ui';
import { DocumentTitle } from './document-title';
import { submissionLimitText } from './plan-facts';
import { PRICING_FAQ } from './pricing-faq';
import { PUBLIC_PAGE_TITLES } from './titles';
import './pricing-page.css';

export type BillingPeriod = 'monthly' | 'yearly';

const DISCOUNT_PERCENT = Math.round(YEARLY_DISCOUNT * 100);
/** The plan the page suggests to most people who outgrow the free review. */
const RECOMMENDED_PLAN = getPlan('basic').id;

function PlanPrice({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const amount = billing === 'yearly' ? plan.yearlyMonthlyPrice : plan.monthlyPrice;
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
            Billed yearly: {formatPrice(yearlyTotalPrice(plan.monthlyPrice))} a year
          </p>
          <p className="plan-card__saving">
            You save {formatPrice(yearlySaving(plan.monthlyPrice))} a year
          </p>
        </>
      ) : (
        <p className="plan-card__billing">Billed monthly</p>
      )}
    </div>
  );
}

function PlanCard({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const titleId = `plan-${plan.id}-title`;
  const recommended = plan.id === RECOMMENDED_PLAN;
  const free = plan.monthlyPrice === 0;
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
      <PlanPrice plan={plan} billing={billing} />
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
      {free ? (
        <Link to={ROUTES.signup} className={buttonClassName('secondary', { block: true })}>
          Get started free
        </Link>
      ) : (
        <Link
          to={ROUTES.contactUs}
          className={buttonClassName(recommended ? 'primary' : 'secondary', { block: true })}
        >
          Contact us to upgrade<span className="pp-visually-hidden"> to {plan.name}</span>
        </Link>
      )}
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

function Included({ included }: { included: boolean }) {
  return included ? (
    <span className="compare-table__yes">
      <CheckIcon size={18} />
      <span className="pp-visually-hidden">Included</span>
    </span>
  ) : (
    <span className="compare-table__no">
      <DashIcon />
      <span className="pp-visually-hidden">Not included</span>
    </span>
  );
}

const COMPARED_FACTS: readonly { label: string; value: (plan: Plan) => string }[] = [
  { label: 'Price per month, billed monthly', value: (plan) => formatPrice(plan.monthlyPrice) },
  {
    label: 'Price per month, billed yearly',
    value: (plan) => formatPrice(plan.yearlyMonthlyPrice),
  },
  { label: 'Profile submissions per month', value: submissionLimitText },
  { label: 'Delivery', value: (plan) => plan.delivery },
];

function ComparisonTable() {
  const caption = 'Plan comparison';
  return (
    <TableScroller label={caption} className="compare-table">
      <table className="pp-table">
        <caption className="pp-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {PLANS.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARED_FACTS.map((fact) => (
            <tr key={fact.label}>
              <th scope="row">{fact.label}</th>
              {PLANS.map((plan) => (
                <td key={plan.id}>{fact.value(plan)}</td>
              ))}
            </tr>
          ))}
          {COMPARED_FEATURES.map((feature) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {PLANS.map((plan) => (
                <td key={plan.id}>
                  <Included included={plan.features.includes(feature)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

export function PricingPage() {
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const free = getPlan('free');
  return (
    <div className="pricing-page">
      <DocumentTitle title={PUBLIC_PAGE_TITLES.pricing} />
      <Page>
        <header className="pricing-hero">
          <p className="pp-page-header__eyebrow">{PUBLIC_PAGE_TITLES.pricing}</p>
          <h1 className="pricing-hero__title">
            Expert profile reviews, priced by how often you need them
          </h1>
          <p className="pricing-hero__lead">
            Every plan includes a hands-on review with {ANALYSIS_CHECK_COUNT_TEXT} and a written
            report in your dashboard. Start free; upgrade for more reviews or faster delivery.
          </p>
          <SegmentedControl<BillingPeriod>
            legend="Billing period"
            className="pricing-hero__billing"
            value={billing}
            onChange={setBilling}
            options={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly', hint: `Save ${DISCOUNT_PERCENT}%` },
            ]}
          />
          <p className="pp-visually-hidden" aria-live="polite">
            {billing === 'yearly'
              ? `Showing prices per month, billed yearly, ${DISCOUNT_PERCENT}% off.`
              : 'Showing prices billed monthly.'}
          </p>
        </header>

        <section aria-labelledby="plans-title" className="pricing-plans">
          <h2 id="plans-title" className="pp-visually-hidden">
            Plans
          </h2>
          <div className="pricing-plans__grid">
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} billing={billing} />
            ))}
          </div>
          <p className="pricing-plans__note">
            Prices are in US dollars. Online payment is not available yet: our team activates paid
            plans on your account. <Link to={ROUTES.contactUs}>Contact us to upgrade</Link>.
          </p>
        </section>

        <section id="compare" aria-labelledby="compare-title" className="pricing-section">
          <div className="pricing-section__header">
            <h2 id="compare-title">Compare plans</h2>
            <p>
              The same expert review on every plan; the plans differ in how many profiles you can
              submit and how fast reports arrive.
            </p>
          </div>
          <ComparisonTable />
        </section>

        <section id="faq" aria-labelledby="faq-title" className="pricing-section pricing-faq">
          <div className="pricing-section__header">
            <h2 id="faq-title">Frequently asked questions</h2>
            <p>
              Anything else? <Link to={ROUTES.contactUs}>Contact our support team</Link>.
            </p>
          </div>
          <Faq items={PRICING_FAQ} />
        </section>

        <section aria-labelledby="start-title" className="pricing-start">
          <div>
            <h2 id="start-title">Start with a free review</h2>
            <p>
              Create an account, submit your profile link and read your report in your dashboard{' '}
              {free.delivery.toLowerCase()}.
            </p>
          </div>
          <div className="pricing-start__actions">
            <Link to={ROUTES.signup} className="pp-button pricing-start__primary">
              Create a free account
            </Link>
            <Link to={ROUTES.contactUs} className="pp-button pricing-start__secondary">
              Talk to us about a paid plan
            </Link>
          </div>
        </section>
      </Page>
    </div>
  );
}
