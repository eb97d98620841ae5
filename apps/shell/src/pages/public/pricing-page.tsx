import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ANALYSIS_CHECK_COUNT_TEXT,
  COMPARED_FEATURES,
  formatPrice,
  getPlan,
  PLANS,
  ROUTES,
  YEARLY_DISCOUNT,
  type Plan,
} from '@profileproof/contracts';
import { CheckIcon, DashIcon, Faq, Page, SegmentedControl, TableScroller } from '@profileproof/ui';
import { DocumentTitle } from './document-title';
import { PlanCard, type BillingPeriod, type SoldPlan } from './plan-card';
import { submissionLimitText } from './plan-facts';
import { PRICING_FAQ } from './pricing-faq';
import { PUBLIC_PAGE_TITLES } from './titles';
import './pricing-page.css';

export type { BillingPeriod };

const DISCOUNT_PERCENT = Math.round(YEARLY_DISCOUNT * 100);

/**
 * What billing adds to the page when plans are sold online (`GET /api/billing/plans` says so) and
 * the viewer may buy (not an admin). Without it the page reads as it always has: paid plans are
 * activated by our team.
 */
export interface PricingBilling {
  /** A plan sold online, for the period shown: its prices and its button; undefined for any other plan. */
  sold(plan: Plan, period: BillingPeriod): SoldPlan | undefined;
  /** Under the cards, instead of the note that online payment is not available. */
  note: ReactNode;
  /** Under the period switch: a checkout resumed after signing in, and what became of it. */
  notice?: ReactNode;
  /** The answer of "How do I get a paid plan?". */
  upgradeAnswer: ReactNode;
  /** The answer of "Can I cancel or get a refund?" (subscriptions renew until cancelled). */
  refundAnswer: ReactNode;
}

export interface PricingPageProps {
  billing?: PricingBilling;
  /** The period shown, when the route holds it (a resumed checkout sets it); else the page's own. */
  period?: BillingPeriod;
  onPeriodChange?: (period: BillingPeriod) => void;
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

export function PricingPage({ billing: sales, period, onPeriodChange }: PricingPageProps = {}) {
  const [ownPeriod, setOwnPeriod] = useState<BillingPeriod>('monthly');
  const billing = period ?? ownPeriod;
  const setBilling = onPeriodChange ?? setOwnPeriod;
  const free = getPlan('free');
  const soldAnswers: Record<string, ReactNode> = sales
    ? { 'faq-upgrade': sales.upgradeAnswer, 'faq-refunds': sales.refundAnswer }
    : {};
  const faq = PRICING_FAQ.map((item) =>
    item.id && item.id in soldAnswers ? { ...item, answer: soldAnswers[item.id] } : item,
  );
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
          {sales?.notice}
        </header>

        <section aria-labelledby="plans-title" className="pricing-plans">
          <h2 id="plans-title" className="pp-visually-hidden">
            Plans
          </h2>
          <div className="pricing-plans__grid">
            {PLANS.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                billing={billing}
                sold={sales?.sold(plan, billing)}
              />
            ))}
          </div>
          {sales ? (
            sales.note
          ) : (
            <p className="pricing-plans__note">
              Prices are in US dollars. Online payment is not available yet: our team activates paid
              plans on your account. <Link to={ROUTES.contactUs}>Contact us to upgrade</Link>.
            </p>
          )}
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
          <Faq items={faq} />
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
