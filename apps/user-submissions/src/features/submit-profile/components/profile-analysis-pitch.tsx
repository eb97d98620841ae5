import type { ComponentType, SVGProps } from 'react';
import { ANALYSIS_CHECK_COUNT_TEXT, DELIVERY_METHOD_TEXT } from '@profileproof/contracts';
import {
  ActivityIcon,
  AlertIcon,
  CheckIcon,
  SearchIcon,
  SendIcon,
  ShieldIcon,
} from '@profileproof/ui';

interface CheckArea {
  title: string;
  question: string;
  checks: string;
  Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
}

/** The five areas of the analysis checklist (libs/analysis), in the customer's words. */
const CHECK_AREAS: readonly CheckArea[] = [
  {
    title: 'Visibility',
    question: 'Can the right people find you?',
    checks:
      'Custom URL, headline and About summary, complete sections, and how relevant the profile reads to your target industry.',
    Icon: SearchIcon,
  },
  {
    title: 'Credibility',
    question: 'Does the profile earn trust at first glance?',
    checks:
      'A professional, up-to-date photo, the verification shield, an accurate current role, recommendations and endorsed skills.',
    Icon: ShieldIcon,
  },
  {
    title: 'Activity',
    question: 'Does it look alive?',
    checks:
      "Recent posts and comments, engagement with other people's content, a posting history older than a year, regular updates.",
    Icon: ActivityIcon,
  },
  {
    title: 'Risk and spam signals',
    question: 'Would a prospect hesitate, or report you?',
    checks:
      'Signs of a new account, a sparse job history, the default picture, a small network and posts nobody engages with, weighed into a spam likelihood.',
    Icon: AlertIcon,
  },
  {
    title: 'Outreach readiness',
    question: 'Is it ready for cold outreach?',
    checks:
      'Openness to networking, shared interests and industry fit, for a clear yes or no, with the limitations to plan around.',
    Icon: SendIcon,
  },
];

const REPORT_CONTENTS: readonly string[] = [
  'An overall profile score from 0 to 100',
  'The risk level and the likelihood of being taken for spam',
  'A yes or no on readiness for outreach',
  'Strengths and areas to improve, check by check',
  'Recommendations, ordered by impact',
  'The outreach limitations to plan around',
];

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Send your link',
    text: 'Paste the address of your LinkedIn profile and, if you like, what you are aiming for.',
  },
  {
    title: 'A reviewer goes through it',
    text: `A person, not a bot, checks your public profile against ${ANALYSIS_CHECK_COUNT_TEXT}.`,
  },
  {
    title: 'Read your report',
    text: 'Your written analysis appears under My Submissions as soon as it is sent.',
  },
];

/** The marketing half of /inputMain: what the review checks, what the customer gets, how it works. */
export function ProfileAnalysisPitch() {
  return (
    <>
      <section className="pitch-section" aria-labelledby="pitch-checks-title">
        <div className="pitch-section__header">
          <h2 id="pitch-checks-title">What the review checks</h2>
          <p>
            Every profile gets the same thorough checklist, {ANALYSIS_CHECK_COUNT_TEXT} in five
            areas, filled in by hand by a reviewer who reads your profile the way a recruiter or a
            prospect would.
          </p>
        </div>
        <ul className="pitch-areas">
          {CHECK_AREAS.map(({ title, question, checks, Icon }) => (
            <li key={title} className="pitch-area">
              <span className="pitch-area__icon">
                <Icon size={20} />
              </span>
              <h3 className="pitch-area__title">{title}</h3>
              <p className="pitch-area__question">{question}</p>
              <p className="pitch-area__checks">{checks}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="pitch-columns">
        <section className="pp-card pitch-report" aria-labelledby="pitch-report-title">
          <h2 id="pitch-report-title">What you get</h2>
          <p className="pitch-report__lead">
            A written report about your profile, not a generic checklist:
          </p>
          <ul className="pitch-report__list">
            {REPORT_CONTENTS.map((item) => (
              <li key={item}>
                <span className="pitch-report__check">
                  <CheckIcon size={14} />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <p className="pitch-report__delivery">{DELIVERY_METHOD_TEXT}</p>
        </section>

        <section className="pp-card pitch-steps" aria-labelledby="pitch-steps-title">
          <h2 id="pitch-steps-title">How it works</h2>
          <ol className="pitch-steps__list">
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
