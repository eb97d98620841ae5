import { Link } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { Card } from '@profileproof/ui';

const POINTS = [
  'A specialist reads your profile line by line: no automated score-and-forget.',
  'Over 25 checks: headline, summary, photo, activity, network and credibility signals.',
  'A written report with your score, risks and concrete fixes, right in your dashboard.',
];

export function LandingPage() {
  return (
    <section className="landing-hero">
      <div className="pp-container landing-hero__grid">
        <div>
          <div className="pp-page-header__eyebrow">Expert LinkedIn profile reviews</div>
          <h1 className="landing-hero__title">
            Know exactly how your profile reads to recruiters and buyers.
          </h1>
          <p className="landing-hero__lead">
            Submit your LinkedIn profile and a reviewer analyses it by hand: what builds trust, what
            raises doubts, and what to change first.
          </p>
          <div className="pp-row">
            <Link to={ROUTES.login} className="pp-button pp-button--secondary">
              Login
            </Link>
            <Link to={ROUTES.signup} className="pp-button pp-button--primary">
              SignUp
            </Link>
          </div>
        </div>
        <Card>
          <h2>What you get</h2>
          <ul className="landing-points">
            {POINTS.map((point) => (
              <li key={point}>
                <span className="landing-points__mark" aria-hidden="true">
                  ✓
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}
