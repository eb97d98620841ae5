import { Link } from 'react-router';
import {
  ANALYSIS_CHECK_COUNT_TEXT,
  DELIVERY_METHOD_TEXT,
  formatPrice,
  getPlan,
  PLAN_ACTIVATION_TEXT,
  PLANS,
  PRODUCT_NAME,
  REFUND_POLICY_TEXT,
  ROUTES,
  YEARLY_DISCOUNT,
  yearlyTotalPrice,
} from '@profileproof/contracts';
import type { FaqItem } from '@profileproof/ui';
import { PUBLIC_PAGE_TITLES } from './titles';
import { submissionLimitText } from './plan-facts';

const basic = getPlan('basic');

/** The pricing page's questions; answers quote the contracts, and the policies they summarise are linked. */
export const PRICING_FAQ: readonly FaqItem[] = [
  {
    id: 'faq-analysis',
    question: 'What does the analysis cover?',
    answer: (
      <>
        <p>
          An analyst reviews your profile by hand against a checklist of {ANALYSIS_CHECK_COUNT_TEXT}
          , in four areas:
        </p>
        <ul>
          <li>
            Profile basics: photo, headline and summary, custom URL, experience and education, and
            how complete and current it is.
          </li>
          <li>
            Credibility: account age and type, verification, skills and endorsements,
            recommendations.
          </li>
          <li>
            Activity and network: recent posts, engagement with other people’s content, connections,
            openness to networking and industry relevance.
          </li>
          <li>
            Risk signals: a new account, a sparse job history, a default picture, few connections or
            posts nobody engages with.
          </li>
        </ul>
        <p>
          Your written report gives an overall profile score, a risk level, a spam-likelihood score
          and whether the profile is ready for outreach, followed by observations and prioritised
          recommendations.
        </p>
      </>
    ),
  },
  {
    id: 'faq-delivery',
    question: 'How will I receive my review?',
    answer: (
      <>
        <p>{DELIVERY_METHOD_TEXT}</p>
        <p>How quickly depends on your plan:</p>
        <ul>
          {PLANS.map((plan) => (
            <li key={plan.id}>
              {plan.name}: {plan.delivery.toLowerCase()}
            </li>
          ))}
        </ul>
        <p>
          Details are in our{' '}
          <Link to={ROUTES.shippingDeliveryPolicy}>
            {PUBLIC_PAGE_TITLES.shippingDeliveryPolicy}
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'faq-upgrade',
    question: 'How do I get a paid plan?',
    answer: (
      <>
        <p>{PLAN_ACTIVATION_TEXT}</p>
        <p>
          <Link to={ROUTES.contactUs}>Contact us to upgrade</Link>
        </p>
      </>
    ),
  },
  {
    id: 'faq-limits',
    question: 'How many profiles can I submit each month?',
    answer: (
      <>
        <ul>
          {PLANS.map((plan) => (
            <li key={plan.id}>
              {plan.name}: {submissionLimitText(plan).toLowerCase()}
            </li>
          ))}
        </ul>
        <p>
          Limits count the submissions made since the first day of the current calendar month and
          start again on the first of the next month; unused submissions do not carry over. When you
          reach your limit, the submission page tells you and links back here.
        </p>
      </>
    ),
  },
  {
    id: 'faq-yearly',
    question: 'How does yearly billing work?',
    answer: (
      <p>
        Yearly billing costs {Math.round(YEARLY_DISCOUNT * 100)}% less: you pay for twelve months at
        once at the reduced monthly price. For example, {basic.name} is{' '}
        {formatPrice(basic.yearlyMonthlyPrice)} a month,{' '}
        {formatPrice(yearlyTotalPrice(basic.monthlyPrice))} for the year, instead of{' '}
        {formatPrice(basic.monthlyPrice)} a month.
      </p>
    ),
  },
  {
    id: 'faq-refunds',
    question: 'Can I cancel or get a refund?',
    answer: (
      <>
        <p>{REFUND_POLICY_TEXT}</p>
        <p>
          Try the Free plan first if you would like to see a report before you upgrade. The full
          terms are in our{' '}
          <Link to={ROUTES.cancellationRefundPolicy}>
            {PUBLIC_PAGE_TITLES.cancellationRefundPolicy}
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'faq-access',
    question: 'Do you need my LinkedIn password?',
    answer: (
      <p>
        No. We only need the link to your profile and, if you like, a short message about your
        goals. We never ask for your password and never post or send messages on your behalf.{' '}
        {PRODUCT_NAME} is independent of LinkedIn.
      </p>
    ),
  },
  {
    id: 'faq-data',
    question: 'What happens to my data?',
    answer: (
      <p>
        We use your account e-mail, the profile link and message you submit, and the report we write
        only to provide the service, and we never sell your data. See our{' '}
        <Link to={ROUTES.privacyPolicy}>{PUBLIC_PAGE_TITLES.privacyPolicy}</Link>.
      </p>
    ),
  },
];
