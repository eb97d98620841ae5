import { Link } from 'react-router';
import {
  DELIVERY_METHOD_TEXT,
  getPlan,
  PLANS,
  PRODUCT_NAME,
  ROUTES,
} from '@profileproof/contracts';
import { PlanTable } from './plan-facts';
import { PolicyPage, type PolicySection } from './policy-page';
import { SupportContactList } from './support-facts';
import { PUBLIC_PAGE_TITLES } from './titles';

const free = getPlan('free');
const basic = getPlan('basic');
const elite = getPlan('premium-elite');
const premium = getPlan('premium');

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'digital-only',
    title: 'Digital delivery only',
    content: (
      <>
        <p>
          {PRODUCT_NAME} sells a service, not physical goods, so nothing is shipped.{' '}
          {DELIVERY_METHOD_TEXT}
        </p>
        <p>
          Your report stays in your dashboard for as long as your account is open, so you can read
          it again at any time. No shipping or delivery charges apply.
        </p>
      </>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery times by plan',
    content: (
      <>
        <p>
          Delivery times are counted from the moment your submission reaches us and depend on the
          plan active on your account at that moment:
        </p>
        <PlanTable
          caption="Delivery time and price of each plan"
          columns={['delivery', 'monthlyPrice']}
        />
        <ul>
          <li>
            Each delivery time is the longest you will wait for your report after you submit: for
            example <strong>{basic.delivery.toLowerCase()}</strong> on {basic.name} and{' '}
            <strong>{free.delivery.toLowerCase()}</strong> on {free.name}.
          </li>
          <li>
            <strong>{premium.delivery}</strong> ({premium.name}) means your submission is also
            reviewed ahead of those on other plans whose delivery time ends later.
          </li>
          <li>
            <strong>{elite.delivery}</strong> ({elite.name}) is the guaranteed turnaround of that
            plan.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'finding-results',
    title: 'Where to find your report',
    content: (
      <ol>
        <li>Log in to {PRODUCT_NAME}.</li>
        <li>Open My Submissions to see everything you have submitted.</li>
        <li>
          A submission marked <strong>Pending Review</strong> is still with our analyst. Once it
          shows <strong>Reviewed</strong>, open it to read the analysis response and the date you
          received it.
        </li>
      </ol>
    ),
  },
  {
    id: 'delays',
    title: 'Delays and problems',
    content: (
      <p>
        If a report has not appeared within your plan’s delivery time, or a submission cannot be
        reviewed (for example because the profile link does not open), contact us with the link you
        submitted. We will look into it at once and complete the review or tell you what we need
        from you.
      </p>
    ),
  },
  {
    id: 'plan-changes',
    title: 'When your plan changes',
    content: (
      <p>
        Paid plans are activated by our team. A new plan’s delivery time applies to submissions made
        after it is activated; submissions already waiting keep the delivery time of the plan they
        were made under. See the <Link to={ROUTES.pricing}>{PUBLIC_PAGE_TITLES.pricing}</Link> page
        for what each plan includes.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>Questions about delivery? Get in touch:</p>
        <SupportContactList />
      </>
    ),
  },
];

export function ShippingDeliveryPolicyPage() {
  return (
    <PolicyPage
      title={PUBLIC_PAGE_TITLES.shippingDeliveryPolicy}
      intro="How and when your profile review reaches you."
      keyPoints={[
        'Delivery is digital only: your report appears in your dashboard after you log in.',
        'We do not send reports by e-mail, as a download, or by post.',
        `Delivery times depend on your plan: ${PLANS.map((plan) => `${plan.name} ${plan.delivery.toLowerCase()}`).join('; ')}.`,
      ]}
      sections={SECTIONS}
    />
  );
}
