import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@profileproof/contracts';
import { ArrowRightIcon, formatCalendarDay, WarningIcon } from '@profileproof/ui';

/**
 * 'Subscription limit reached' with the way out, as the spec words it. Announced as an alert
 * when a submit was just refused; a quiet status when the usage already said so.
 */
export function LimitNotice({ refused, resetsAt }: { refused: boolean; resetsAt: string | null }) {
  return (
    <div className="pp-alert pp-alert--warning submit-limit" role={refused ? 'alert' : 'status'}>
      <WarningIcon className="pp-icon pp-icon--inline" />
      <div className="pp-alert__body submit-limit__body">
        <strong>{MESSAGES.submit.limitReached}</strong>
        <p>
          You have used every submission your plan includes this month.
          {resetsAt
            ? ` Upgrade for more reviews now, or submit again from ${formatCalendarDay(resetsAt)}.`
            : ' Upgrade for more reviews.'}
        </p>
        <Link to={ROUTES.pricing} className="submit-limit__link">
          Upgrade your plan
          <ArrowRightIcon />
        </Link>
      </div>
    </div>
  );
}
