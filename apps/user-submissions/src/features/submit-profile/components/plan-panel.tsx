import { Link } from 'react-router';
import {
  MONTHLY_SUBMISSION_LIMITS,
  PLANS,
  ROUTES,
  TIER_LABELS,
  type Tier,
} from '@profileproof/contracts';
import { Badge, Button, ClockIcon, formatDate, RefreshIcon } from '@profileproof/ui';
import {
  isQuotaUsedUp,
  remainingSubmissionsText,
  type SubscriptionStatus,
} from '../subscription-status';

const TIER_TONES: Record<Tier, 'neutral' | 'brand' | 'success'> = {
  free: 'neutral',
  basic: 'brand',
  premium: 'success',
};

function monthlyAllowanceText(tier: Tier): string {
  const limit = MONTHLY_SUBMISSION_LIMITS[tier];
  if (limit === null) return 'Unlimited submissions';
  return `${limit} ${limit === 1 ? 'submission' : 'submissions'} a month`;
}

function UsageMeter({ used, limit }: { used: number; limit: number }) {
  const share = limit > 0 ? Math.min(used / limit, 1) : 1;
  return (
    <div className="plan-panel__meter" aria-hidden="true">
      <span
        className={
          share >= 1
            ? 'plan-panel__meter-fill plan-panel__meter-fill--full'
            : 'plan-panel__meter-fill'
        }
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}

export interface PlanPanelProps {
  /** null when nobody is signed in (the remote opened on its own). */
  email: string | null;
  status: SubscriptionStatus;
  loading: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The signed-in user's plan: tier badge, what is left this month, validity, and a refresh. */
export function PlanPanel({ email, status, loading, refreshing, onRefresh }: PlanPanelProps) {
  const { tier, usage, endDate, problem } = status;
  const plan = tier ? PLANS.find((candidate) => candidate.tier === tier) : undefined;
  return (
    <section className="pp-card plan-panel" aria-labelledby="plan-panel-title">
      <div className="plan-panel__head">
        <h2 id="plan-panel-title" className="plan-panel__title">
          Your plan
        </h2>
        {tier && <Badge tone={TIER_TONES[tier]}>{TIER_LABELS[tier]}</Badge>}
      </div>
      {email ? (
        <p className="plan-panel__account">Signed in as {email}</p>
      ) : (
        <p className="plan-panel__account">
          You are not signed in. <Link to={ROUTES.login}>Log in</Link> to see your plan and submit a
          profile.
        </p>
      )}

      {loading && !tier && <p className="plan-panel__muted">Loading your plan…</p>}

      {tier && (
        <div className="plan-panel__usage">
          <p
            className={
              isQuotaUsedUp(usage)
                ? 'plan-panel__remaining plan-panel__remaining--empty'
                : 'plan-panel__remaining'
            }
          >
            {usage ? remainingSubmissionsText(usage) : monthlyAllowanceText(tier)}
          </p>
          {usage && usage.limit !== null && <UsageMeter used={usage.used} limit={usage.limit} />}
        </div>
      )}

      {tier && (
        <dl className="plan-panel__facts">
          {plan && (
            <div>
              <dt>Delivery</dt>
              <dd>
                <ClockIcon size={14} /> {plan.delivery}
              </dd>
            </div>
          )}
          {endDate && (
            <div>
              <dt>Valid until</dt>
              <dd>{formatDate(endDate)}</dd>
            </div>
          )}
        </dl>
      )}

      {problem && (
        <p className="plan-panel__problem" role="alert">
          {problem}
        </p>
      )}

      <div className="plan-panel__actions">
        <Button
          variant="secondary"
          onClick={onRefresh}
          busy={refreshing}
          aria-label="Refresh subscription"
        >
          {!refreshing && <RefreshIcon />}
          Refresh
        </Button>
        {tier !== 'premium' && (
          <Link to={ROUTES.pricing} className="plan-panel__compare">
            Compare plans
          </Link>
        )}
      </div>
    </section>
  );
}
