import { Link } from 'react-router';
import {
  ANALYSIS_CHECK_COUNT_TEXT,
  DELIVERY_METHOD_TEXT,
  PLAN_ACTIVATION_TEXT,
  PRODUCT_NAME,
  REFUND_POLICY_TEXT,
  ROUTES,
  YEARLY_DISCOUNT,
} from '@profileproof/contracts';
import { BILLING_POLICY_TEXTS } from '@profileproof/contracts/billing';
import { useOnlinePayment } from './checkout/billing-plans';
import { PlanTable } from './plan-facts';
import { PolicyPage, type PolicySection } from './policy-page';
import { SupportContactList } from './support-facts';
import { PUBLIC_PAGE_TITLES } from './titles';

/** The terms' sections before the plans. */
const BEFORE_PLANS: readonly PolicySection[] = [
  {
    id: 'agreement',
    title: 'Agreement to these terms',
    content: (
      <>
        <p>
          These terms govern your use of {PRODUCT_NAME} (“we”, “us”), the website and dashboard
          through which you ask for a manual review of a professional-network profile. By creating
          an account or submitting a profile you accept these terms, our{' '}
          <Link to={ROUTES.privacyPolicy}>{PUBLIC_PAGE_TITLES.privacyPolicy}</Link>, our{' '}
          <Link to={ROUTES.shippingDeliveryPolicy}>
            {PUBLIC_PAGE_TITLES.shippingDeliveryPolicy}
          </Link>{' '}
          and our{' '}
          <Link to={ROUTES.cancellationRefundPolicy}>
            {PUBLIC_PAGE_TITLES.cancellationRefundPolicy}
          </Link>
          .
        </p>
        <p>
          If you use {PRODUCT_NAME} for a company or client, you accept these terms on its behalf
          and confirm you may do so.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'What we provide',
    content: (
      <>
        <p>
          You submit the link to a profile and, if you wish, a message. One of our analysts reviews
          the profile by hand against a checklist of {ANALYSIS_CHECK_COUNT_TEXT} and writes a report
          with a profile score, a risk level, a spam-likelihood score, an assessment of outreach
          readiness, observations and recommendations.
        </p>
        <p>
          {PRODUCT_NAME} is an independent service. It is not affiliated with, endorsed or sponsored
          by LinkedIn or any other professional network, and we never act on your profile: we do not
          log in to it, post, send messages or change anything on it.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>
          You must be at least 18 years old, or the age of majority where you live, to create an
          account.
        </li>
        <li>
          Give us a working e-mail address: we use it to verify your account, reset your password
          and answer you.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account;
          tell us at once if you think someone else has used it.
        </li>
        <li>One account per person. Accounts may not be shared or resold.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'What you may submit',
    content: (
      <>
        <p>
          Submit only profiles you own, or profiles you have a legitimate reason to have reviewed,
          such as a candidate or a prospective business contact. You agree not to:
        </p>
        <ul>
          <li>use a report to harass, discriminate against, or unlawfully profile anyone;</li>
          <li>send us passwords, payment details, or sensitive personal data in your message;</li>
          <li>
            try to get around your monthly submission limit, for example with several accounts;
          </li>
          <li>
            interfere with the service, probe its security, or access it by automated means other
            than the website.
          </li>
        </ul>
        <p>
          We may decline to review a submission that breaks these rules; it still counts towards
          your monthly limit.
        </p>
      </>
    ),
  },
];

/** The plans' section; `online` while plans are sold online (renewing subscriptions). */
const plansSection = (online: boolean): PolicySection => ({
  id: 'plans',
  title: 'Plans, prices and limits',
  content: (
    <>
      <p>
        Each plan allows a number of profile submissions per calendar month and a delivery speed.
        Yearly billing costs {Math.round(YEARLY_DISCOUNT * 100)}% less per month than monthly
        billing. Prices are in US dollars.
      </p>
      <PlanTable
        caption="Plans and prices"
        columns={['monthlyPrice', 'yearlyPrice', 'submissions', 'delivery']}
      />
      <p>
        Limits count the submissions made since the first day of the current month and start again
        on the first of each month; unused submissions do not carry over.{' '}
        {online
          ? BILLING_POLICY_TEXTS.payment
          : `${PLAN_ACTIVATION_TEXT} A paid plan applies from the moment we activate it until the end of the period we confirm to you; when it ends, your account returns to the Free plan unless it is renewed.`}
      </p>
      <p>
        We may change prices for the future. A change never affects a period you have already paid
        for, and we will tell you before it applies to a renewal.
      </p>
    </>
  ),
});

/** The terms' sections after the plans. */
const AFTER_PLANS: readonly PolicySection[] = [
  {
    id: 'delivery-refunds',
    title: 'Delivery, cancellations and refunds',
    content: (
      <>
        <p>
          {DELIVERY_METHOD_TEXT} Delivery times per plan are set out in the{' '}
          <Link to={ROUTES.shippingDeliveryPolicy}>
            {PUBLIC_PAGE_TITLES.shippingDeliveryPolicy}
          </Link>
          .
        </p>
        <p>
          {REFUND_POLICY_TEXT} See the{' '}
          <Link to={ROUTES.cancellationRefundPolicy}>
            {PUBLIC_PAGE_TITLES.cancellationRefundPolicy}
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'reports',
    title: 'Your reports and our content',
    content: (
      <>
        <p>
          Reports are written for you. You may use them for your own purposes and share them with
          people who need them, such as your team or the person whose profile was reviewed. You may
          not resell them or present them as your own service.
        </p>
        <p>The website, the checklist, our methods and the wording of our reports remain ours.</p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    content: (
      <>
        <p>
          A report is a professional opinion based on what the profile showed when we reviewed it.
          We do our best to be accurate and useful, but we cannot guarantee results such as more
          profile views, replies, interviews or sales, and we are not responsible for decisions you
          make based on a report.
        </p>
        <p>
          As far as the law allows, our total liability to you for any claim is limited to the
          amount you paid us in the three months before it arose, and we are not liable for indirect
          losses such as lost profits or opportunities. Nothing in these terms limits liability that
          cannot be limited by law, or your statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    content: (
      <>
        <p>
          You may stop using {PRODUCT_NAME} at any time and ask us to close your account. We may
          suspend or close an account that breaks these terms; where we reasonably can, we will tell
          you why first and give you a chance to fix it.
        </p>
        <p>Closing an account does not give a refund for a plan that is already active.</p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms as the service develops. We will change the effective date above
        and, for changes that matter, tell you by e-mail or in your dashboard before they apply. If
        you continue to use {PRODUCT_NAME} after that, the new terms apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>Questions about these terms? Get in touch:</p>
        <SupportContactList />
      </>
    ),
  },
];

/** The terms' sections; `online` while plans are sold online. */
const sections = (online: boolean): readonly PolicySection[] => [
  ...BEFORE_PLANS,
  plansSection(online),
  ...AFTER_PLANS,
];

/** The page; `online` while plans are sold online (the route asks the API). */
export function TermsPage({ online = false }: { online?: boolean }) {
  return (
    <PolicyPage
      title={PUBLIC_PAGE_TITLES.termsAndConditions}
      intro={`The rules for using ${PRODUCT_NAME}: what we provide, what we ask of you, and how plans work.`}
      keyPoints={[
        `An analyst reviews the profiles you submit by hand and writes a report; ${PRODUCT_NAME} is independent of LinkedIn.`,
        'Submit only profiles you own or have a legitimate reason to review.',
        online
          ? 'Plans set your monthly submissions and delivery speed; paid plans are bought online and renew until you cancel them.'
          : 'Plans set your monthly submissions and delivery speed; paid plans are activated by our team.',
        REFUND_POLICY_TEXT,
      ]}
      sections={sections(online)}
    />
  );
}

/** As the shell mounts it: the texts follow whether billing is on (`GET /api/billing/plans`). */
export function TermsRoute() {
  return <TermsPage online={useOnlinePayment()} />;
}
