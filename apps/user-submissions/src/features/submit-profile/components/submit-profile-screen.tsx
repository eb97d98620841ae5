import { useSession } from '@profileproof/session';
import { Page, PageHeader } from '@profileproof/ui';
import { useSubscription } from '../api/subscription';
import { isQuotaUsedUp, subscriptionStatus } from '../subscription-status';
import { ChosenPlanBanner } from './chosen-plan-banner';
import { PastDueBanner } from './past-due-banner';
import { PlanPanel } from './plan-panel';
import { ProfileAnalysisPitch } from './profile-analysis-pitch';
import { SubmissionForm } from './submission-form';
import { SubscriptionDebugPanel } from './subscription-debug-panel';
import '../submit-profile.css';

/** /inputMain: the profile analysis, the submission form and the user's plan. */
export function SubmitProfileScreen() {
  const { user, isAdmin } = useSession();
  const subscription = useSubscription();
  const status = subscriptionStatus(subscription.data, subscription.error);

  return (
    <Page>
      <PageHeader
        eyebrow="Expert LinkedIn profile review"
        title="Profile analysis"
        subtitle="Send us your LinkedIn profile. A reviewer goes through it by hand and writes you a report: your score, what builds trust, what raises doubts, and what to fix first."
      />
      <PastDueBanner />
      <ChosenPlanBanner />
      <div className="submit-layout">
        <section className="pp-card submit-layout__form" aria-labelledby="submit-form-title">
          <h2 id="submit-form-title">Submit your profile</h2>
          <p className="submit-layout__intro">
            We review one profile per submission. You can follow its progress under My Submissions.
          </p>
          <SubmissionForm
            quotaUsedUp={status.usage ? isQuotaUsedUp(status.usage) : null}
            resetsAt={status.usage?.resets_at ?? null}
          />
        </section>
        <div className="submit-layout__aside">
          <PlanPanel
            email={user?.email ?? null}
            status={status}
            loading={subscription.isLoading}
            refreshing={subscription.isFetching && !subscription.isPending}
            onRefresh={() => void subscription.refetch()}
          />
          {isAdmin && (
            <SubscriptionDebugPanel
              subscription={subscription.data}
              fetchedAt={subscription.dataUpdatedAt}
            />
          )}
        </div>
      </div>
      <ProfileAnalysisPitch />
    </Page>
  );
}
