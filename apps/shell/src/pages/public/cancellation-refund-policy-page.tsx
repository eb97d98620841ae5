import { Link } from 'react-router';
import {
  PAID_PLANS,
  PLAN_ACTIVATION_TEXT,
  REFUND_POLICY_TEXT,
  ROUTES,
} from '@profileproof/contracts';
import { BILLING_POLICY_TEXTS } from '@profileproof/contracts/billing';
import { useOnlinePayment } from './checkout/billing-plans';
import { PlanTable } from './plan-facts';
import { PolicyPage, type PolicySection } from './policy-page';
import { SupportContactList } from './support-facts';
import { PUBLIC_PAGE_TITLES } from './titles';

const ONLINE = BILLING_POLICY_TEXTS;

/** The policy's sections; `online` while plans are sold online (renewing subscriptions). */
const sections = (online: boolean): readonly PolicySection[] => [
  {
    id: 'no-refunds',
    title: 'No cancellations, refunds or exchanges',
    content: (
      <>
        <p>
          <strong>{REFUND_POLICY_TEXT}</strong>
        </p>
        <p>
          Each review is manual work that our analysts start as soon as you submit, and a paid plan
          reserves their time for you from the day it is activated. That is why a plan cannot be
          cancelled for a refund, part of it refunded, or exchanged for another plan or credit. If
          you are unsure, start on the Free plan and read a full report before you upgrade.
        </p>
        <p>This policy applies to every paid plan, whether it is billed monthly or yearly:</p>
        <PlanTable
          caption="Paid plans covered by this policy"
          columns={['monthlyPrice', 'yearlyPrice']}
          plans={PAID_PLANS}
        />
      </>
    ),
  },
  {
    id: 'your-plan',
    title: 'What happens to your plan',
    content: (
      <ul>
        {online ? (
          <>
            <li>{ONLINE.activePeriod}</li>
            <li>{ONLINE.renewal}</li>
            <li>{ONLINE.failedPayment}</li>
          </>
        ) : (
          <>
            <li>
              Your plan stays active, with all its monthly submissions and its delivery speed, until
              the end of the period we confirmed when we activated it.
            </li>
            <li>
              Nothing renews automatically. When the period ends, your account returns to the Free
              plan unless you ask us to renew it.
            </li>
            <li>
              If you ask us to end a plan early, we switch your account back to Free straight away,
              without a refund or credit for the time left.
            </li>
          </>
        )}
        <li>Unused submissions do not carry over to the next month and are not refunded.</li>
        <li>Your reports stay in your dashboard whatever happens to your plan.</li>
      </ul>
    ),
  },
  {
    id: 'changing-plans',
    title: 'Changing plans',
    content: online ? (
      <p>{ONLINE.changing}</p>
    ) : (
      <p>
        {PLAN_ACTIVATION_TEXT} An upgrade starts when we activate it, at the price shown on our{' '}
        <Link to={ROUTES.pricing}>{PUBLIC_PAGE_TITLES.pricing}</Link> page, and the plan it replaces
        is not refunded. To move to a smaller plan, ask us to renew on that plan when your current
        period ends.
      </p>
    ),
  },
  {
    id: 'service-problems',
    title: 'If something goes wrong',
    content: (
      <>
        <p>
          If we cannot deliver a report you are entitled to, for example because of a technical
          fault on our side, we will complete the review or review the profile again at no cost. If
          a report is late or seems wrong, contact us and we will look into it.
        </p>
        <p>
          Nothing in this policy affects rights you have under the consumer law of the place where
          you live.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact support',
    content: (
      <>
        <p>
          For questions about your plan or this policy, write to us from the e-mail address of your
          account:
        </p>
        <SupportContactList />
      </>
    ),
  },
];

/** The page; `online` while plans are sold online (the route asks the API). */
export function CancellationRefundPolicyPage({ online = false }: { online?: boolean }) {
  return (
    <PolicyPage
      title={PUBLIC_PAGE_TITLES.cancellationRefundPolicy}
      intro="What you can expect if you no longer need your plan, and why paid plans are final."
      keyPoints={[
        REFUND_POLICY_TEXT,
        online
          ? ONLINE.keyPoint
          : 'Your plan stays active until the end of its period; nothing renews automatically.',
        'If a report cannot be delivered because of a fault on our side, we complete the review at no cost.',
      ]}
      sections={sections(online)}
    />
  );
}

/** As the shell mounts it: the texts follow whether billing is on (`GET /api/billing/plans`). */
export function CancellationRefundPolicyRoute() {
  return <CancellationRefundPolicyPage online={useOnlinePayment()} />;
}
