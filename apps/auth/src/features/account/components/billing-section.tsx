import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES, TIER_LABELS } from '@profileproof/contracts';
import {
  BILLING_MESSAGES,
  BILLING_ACCOUNT_TEXTS,
  INTERVAL_LABELS,
  type BillingMeResponse,
  type BillingState,
} from '@profileproof/contracts/billing';
import { isHttpError } from '@profileproof/session';
import { Alert, Badge, Button, FormError, formatDate } from '@profileproof/ui';
import { formErrorMessage } from '../account-errors';
import { useBillingMe } from '../api/billing-me';
import { useBillingPortal } from '../api/billing-portal';
import { BILLING_STYLES } from '../billing-styles';
import { AccountSection } from './account-section';
import { BillingInvoices } from './billing-invoices';

const TEXT = BILLING_ACCOUNT_TEXTS;

const STATE_TONES: Record<BillingState, 'neutral' | 'success' | 'warning'> = {
  active: 'success',
  canceling: 'warning',
  past_due: 'warning',
  pending: 'neutral',
  ended: 'neutral',
};

/** 'Renews on Jul 5, 2026' for an active subscription, 'Ends on …' for one canceled at the period's end. */
function periodText(me: BillingMeResponse): string | null {
  if (!me.current_period_end) return null;
  const date = formatDate(me.current_period_end);
  if (me.state === 'canceling' || (me.state === 'active' && me.cancel_at_period_end))
    return TEXT.endsOn(date);
  return me.state === 'active' ? TEXT.renewsOn(date) : null;
}

function BillingFacts({ me }: { me: BillingMeResponse }) {
  const state = me.cancel_at_period_end && me.state === 'active' ? 'canceling' : me.state;
  const period = periodText(me);
  return (
    <dl className="account-billing__facts">
      <div>
        <dt>{TEXT.plan}</dt>
        <dd>
          {TIER_LABELS[me.tier]}
          {me.source === 'provider' && me.interval && ` · ${INTERVAL_LABELS[me.interval]}`}
        </dd>
      </div>
      <div>
        <dt>{TEXT.source}</dt>
        <dd>{TEXT.sources[me.source ?? 'free']}</dd>
      </div>
      {state && (
        <div>
          <dt>{TEXT.status}</dt>
          <dd>
            <Badge tone={STATE_TONES[state]}>{TEXT.states[state]}</Badge>
            {period && <span>{period}</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** "Manage billing": the provider's page; a customer who never paid is sent to the plans instead. */
function ManageBilling({ free }: { free: boolean }) {
  const portal = useBillingPortal();
  const { error } = portal;
  const noCustomer = isHttpError(error, 409);
  const message = isHttpError(error, 409)
    ? (error.detail ?? BILLING_MESSAGES.noCustomer)
    : formErrorMessage(error);
  return (
    <>
      {portal.isError && (
        <FormError
          action={noCustomer ? <Link to={ROUTES.pricing}>{TEXT.comparePlans}</Link> : undefined}
        >
          {message}
        </FormError>
      )}
      <div className="account-form__actions">
        <Button
          variant="secondary"
          busy={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate()}
        >
          {portal.isPending || portal.isSuccess ? TEXT.opening : TEXT.manage}
        </Button>
        {free && (
          <Link to={ROUTES.pricing} className="account-billing__plans">
            {TEXT.comparePlans}
          </Link>
        )}
      </div>
    </>
  );
}

/**
 * Account → Billing (issue 40): the plan, where it comes from, the subscription's state, a failed
 * payment, the invoices, and the provider's page to change it. Not shown while billing is off (or
 * the API has no billing), nor to administrators (the query is not even asked).
 */
export function BillingSection() {
  const me = useBillingMe();
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const shown = me.data?.enabled === true || (me.isError && !isHttpError(me.error, 404));
  useEffect(() => {
    if (shown && hash === '#billing') ref.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, hash]);
  if (!shown) return null;
  return (
    <div id="billing" ref={ref} className="account-billing">
      <style href="profileproof-account-billing" precedence="default">
        {BILLING_STYLES}
      </style>
      <AccountSection title={TEXT.heading} intro={TEXT.intro}>
        {me.isError && (
          <FormError
            action={
              <Button variant="ghost" busy={me.isFetching} onClick={() => void me.refetch()}>
                {TEXT.retry}
              </Button>
            }
          >
            {TEXT.failed}
          </FormError>
        )}
        {me.data && (
          <>
            {me.data.payment_problem && (
              <Alert tone="warning">{BILLING_MESSAGES.pastDueBanner}</Alert>
            )}
            <BillingFacts me={me.data} />
            <h3 className="account-billing__subheading">{TEXT.invoices}</h3>
            <BillingInvoices invoices={me.data.invoices} />
            <ManageBilling free={me.data.tier === 'free'} />
          </>
        )}
      </AccountSection>
    </div>
  );
}
