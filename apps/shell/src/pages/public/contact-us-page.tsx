import { Link } from 'react-router';
import {
  PAID_PLANS,
  PLAN_ACTIVATION_TEXT,
  PRODUCT_NAME,
  ROUTES,
  SUPPORT_CLOSED_DAYS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
} from '@profileproof/contracts';
import {
  buttonClassName,
  ClockIcon,
  HelpCircleIcon,
  MailIcon,
  Page,
  PageHeader,
} from '@profileproof/ui';
import { DocumentTitle } from './document-title';
import { PlanTable } from './plan-facts';
import { SupportEmailLink } from './support-facts';
import { PUBLIC_PAGE_TITLES } from './titles';
import './contact-us-page.css';

const UPGRADE_SUBJECT = `${PRODUCT_NAME} plan upgrade`;

export function ContactUsPage() {
  return (
    <Page>
      <DocumentTitle title={PUBLIC_PAGE_TITLES.contactUs} />
      <PageHeader
        eyebrow="Support"
        title={PUBLIC_PAGE_TITLES.contactUs}
        subtitle="Questions about a review, your plan or your data? Our support team answers by e-mail."
      />

      <div className="contact-grid">
        <section className="pp-card contact-card" aria-labelledby="contact-email-title">
          <span className="contact-card__icon" aria-hidden="true">
            <MailIcon size={22} />
          </span>
          <h2 id="contact-email-title">E-mail support</h2>
          <p className="contact-card__lead">
            <SupportEmailLink />
          </p>
          <p>
            Write from the e-mail address of your {PRODUCT_NAME} account, or include it, and tell us
            which submission your question is about. Please never send us your LinkedIn password.
          </p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClassName('primary')}>
            Write to support
          </a>
        </section>

        <section className="pp-card contact-card" aria-labelledby="contact-hours-title">
          <span className="contact-card__icon" aria-hidden="true">
            <ClockIcon size={22} />
          </span>
          <h2 id="contact-hours-title">Support hours</h2>
          <p className="contact-card__lead">{SUPPORT_HOURS}</p>
          <p>{SUPPORT_CLOSED_DAYS}.</p>
          <p>
            Messages that arrive outside these hours are answered on the next working day, in the
            order they came in.
          </p>
        </section>

        <section className="pp-card contact-card" aria-labelledby="contact-help-title">
          <span className="contact-card__icon" aria-hidden="true">
            <HelpCircleIcon size={22} />
          </span>
          <h2 id="contact-help-title">Help and FAQ</h2>
          <p>
            What the analysis covers, how delivery works, monthly submission limits, plans and
            refunds: most answers are one click away.
          </p>
          <Link to={`${ROUTES.pricing}#faq`} className={buttonClassName('secondary')}>
            Read the FAQ
          </Link>
        </section>
      </div>

      <section className="pp-card contact-upgrade" aria-labelledby="contact-upgrade-title">
        <div className="contact-upgrade__text">
          <h2 id="contact-upgrade-title">Upgrade your plan</h2>
          <p>{PLAN_ACTIVATION_TEXT}</p>
          <p>
            Tell us which plan you want and whether you would like to be billed monthly or yearly.
          </p>
        </div>
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(UPGRADE_SUBJECT)}`}
          className={`${buttonClassName('primary')} contact-upgrade__action`}
        >
          Request an upgrade
        </a>
        <PlanTable
          caption="Paid plans"
          columns={['monthlyPrice', 'yearlyPrice', 'delivery']}
          plans={PAID_PLANS}
        />
      </section>

      <section className="contact-more" aria-labelledby="contact-more-title">
        <h2 id="contact-more-title">Other requests</h2>
        <ul className="contact-more__list">
          <li>
            <strong>Your data:</strong> to see, correct, export or delete the data we hold about
            you, e-mail us; our{' '}
            <Link to={ROUTES.privacyPolicy}>{PUBLIC_PAGE_TITLES.privacyPolicy}</Link> explains how
            we handle requests.
          </li>
          <li>
            <strong>Cancellations and refunds:</strong> read the{' '}
            <Link to={ROUTES.cancellationRefundPolicy}>
              {PUBLIC_PAGE_TITLES.cancellationRefundPolicy}
            </Link>{' '}
            before you upgrade.
          </li>
          <li>
            <strong>Where is my report?</strong> Reports appear in your dashboard after you log in;
            see the{' '}
            <Link to={ROUTES.shippingDeliveryPolicy}>
              {PUBLIC_PAGE_TITLES.shippingDeliveryPolicy}
            </Link>
            .
          </li>
        </ul>
      </section>
    </Page>
  );
}
