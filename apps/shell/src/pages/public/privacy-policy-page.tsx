import { Link } from 'react-router';
import { PRODUCT_NAME, ROUTES, SUPPORT_EMAIL } from '@profileproof/contracts';
import { PolicyPage, type PolicySection } from './policy-page';
import { SupportContactList, SupportEmailLink } from './support-facts';
import { PUBLIC_PAGE_TITLES } from './titles';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    content: (
      <>
        <p>
          {PRODUCT_NAME} (“we”, “us”) provides manual reviews of professional-network profiles. This
          policy explains what personal data we process when you visit our website, create an
          account and submit profiles, why, and what choices you have. We are responsible for that
          data, and you can reach us at <SupportEmailLink subject="Privacy" />.
        </p>
        <p>
          {PRODUCT_NAME} is meant for adults. We do not knowingly collect data from anyone under 18.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'What we collect',
    content: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> your e-mail address and password, which we store only as
            a secure hash. If you sign in with Google, we receive your e-mail address and an account
            identifier from Google, never your Google password.
          </li>
          <li>
            <strong>Submissions:</strong> the profile link you submit, the optional message you add,
            and when you submitted it.
          </li>
          <li>
            <strong>Analysis results:</strong> the checklist our analyst completes, the scores it
            produces and the written report.
          </li>
          <li>
            <strong>Plan details:</strong> your plan, when it was activated and when it ends.
          </li>
          <li>
            <strong>Messages to support:</strong> what you write to us and our replies.
          </li>
        </ul>
        <p>
          We do not take payment details on the website, and we never ask for your LinkedIn
          password. To review a profile, our analyst looks at the information its owner has made
          visible on that network; we do not collect data about the profile beyond what goes into
          the report.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    content: (
      <>
        <ul>
          <li>
            to create and secure your account, verify your e-mail address and let you reset your
            password;
          </li>
          <li>to review the profiles you submit and show you the reports in your dashboard;</li>
          <li>to apply your plan and count your monthly submissions;</li>
          <li>to answer your questions and activate or change plans you ask for;</li>
          <li>to keep the service secure, prevent abuse and meet our legal obligations.</li>
        </ul>
        <p>
          Where data-protection laws such as the UK or EU GDPR apply, we rely on the contract with
          you for the first four purposes and on our legitimate interest in a secure, working
          service, or a legal obligation, for the last. We do not use your data for advertising and
          we do not make automated decisions about you: every report is written by a person.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>
          <strong>We never sell your personal data</strong>, and we do not share it with advertisers
          or data brokers. We share it only with:
        </p>
        <ul>
          <li>
            service providers that host our systems and send our account e-mails, under contracts
            that let them use the data only on our instructions;
          </li>
          <li>Google, if you choose to sign in with it, to confirm who you are;</li>
          <li>
            authorities, when the law requires it, or a buyer of our business, who would have to
            keep this policy’s promises.
          </li>
        </ul>
        <p>
          Some providers may process data outside your country; where that happens, we use the
          safeguards the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    content: (
      <p>
        We use your browser’s local storage and cookies only to keep you signed in and to protect
        sign-in requests: your session tokens, your role and your e-mail address, plus short-lived
        items while you sign in with Google. Logging out removes them. We use no advertising or
        tracking cookies, so there is nothing to opt out of.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <p>
        We keep your account data, submissions and reports for as long as your account is open, so
        you can go back to earlier reports. When you close your account we delete them within 30
        days, except for records we must keep by law, such as records of paid plans, and security
        logs, which we keep only for as long as needed.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <p>
        Connections to {PRODUCT_NAME} are encrypted, passwords are stored only as hashes, and only
        the staff who review submissions or answer support requests can see your data. No system is
        perfectly secure; if a breach affects your data, we will tell you and the authorities as the
        law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and data requests',
    content: (
      <>
        <p>
          You can ask us to give you a copy of your data, correct it, delete it, or stop or limit
          how we use it, and you can object to processing based on our legitimate interests. Send
          your request to <SupportEmailLink subject="Data request" /> from the e-mail address of
          your account, so we can confirm it is you. We answer within one month and do not charge
          for reasonable requests.
        </p>
        <p>
          If you are unhappy with our answer, you may complain to your local data-protection
          authority; we would appreciate the chance to help first.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    content: (
      <>
        <p>
          When we change this policy we update the effective date above and, for significant
          changes, tell you before they apply. Questions about privacy are welcome at{' '}
          {SUPPORT_EMAIL}; see also our{' '}
          <Link to={ROUTES.termsAndConditions}>{PUBLIC_PAGE_TITLES.termsAndConditions}</Link>.
        </p>
        <SupportContactList />
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title={PUBLIC_PAGE_TITLES.privacyPolicy}
      intro={`What we collect when you use ${PRODUCT_NAME}, why, and how to ask us to see, change or delete it.`}
      keyPoints={[
        'We process your account e-mail, the profile links and messages you submit, and the reports we write for you.',
        'We use them only to provide the service. We never sell your data.',
        'Cookies and local storage are used only to keep you signed in.',
        <>
          To see, correct or delete your data, e-mail <SupportEmailLink subject="Data request" />.
        </>,
      ]}
      sections={SECTIONS}
    />
  );
}
