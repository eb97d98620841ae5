import { NavLink } from 'react-router';
import { ROUTES } from '@profileproof/contracts';
import { useTwoStepRedirect } from '../api/use-two-step-redirect';
import '../admin.css';
import './admin-nav.css';

const SECTIONS = [
  { to: ROUTES.adminDashboard, label: 'Review queue' },
  { to: ROUTES.adminReviewed, label: 'Reviewed' },
  { to: ROUTES.adminSubscriptions, label: 'Subscriptions' },
  { to: ROUTES.adminActivity, label: 'Activity' },
  { to: ROUTES.adminTeam, label: 'Team' },
] as const;

/** The admin console's sections, one click apart: an analyst moves between them all day. */
export function AdminNav() {
  useTwoStepRedirect();
  return (
    <nav className="admin-nav" aria-label="Admin sections">
      {SECTIONS.map((section) => (
        <NavLink key={section.to} to={section.to} className="admin-nav__link" end>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
