import type { ReactNode } from 'react';
import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { ErrorPanel, LoadingState, Page, PageHeader } from '@profileproof/ui';
import { useAccountProfile } from './api/account-profile';
import { useBillingMe } from './api/billing-me';
import { BillingSection } from './components/billing-section';
import { CloseAccountSection } from './components/close-account-section';
import { DataSection } from './components/data-section';
import { EmailConfirmation } from './components/email-confirmation';
import { EmailSection } from './components/email-section';
import { PasswordSection } from './components/password-section';
import { SessionsSection } from './components/sessions-section';
import { ACCOUNT_STYLES } from './account-styles';

export interface AccountPageProps {
  /**
   * The two-step sign-in section (apps/auth/src/features/two-step, `<TwoStepSection />`), handed in
   * by routes.tsx (features do not import each other); shown between the sessions and the data.
   */
  twoStep?: ReactNode;
}

/**
 * /account: billing (when plans are sold online), password, address, sessions, (two-step sign-in),
 * data, closing — in that order.
 */
export function AccountPage({ twoStep }: AccountPageProps) {
  const profile = useAccountProfile();
  // Asked with the profile, not after it: the Billing section is ready when the page is.
  useBillingMe();
  const hasPassword = profile.data?.has_password !== false;
  return (
    <Page>
      <style href="profileproof-account" precedence="default">
        {ACCOUNT_STYLES}
      </style>
      <PageHeader title={ACCOUNT_SCREEN.title} subtitle={ACCOUNT_SCREEN.subtitle} />
      <EmailConfirmation />
      {profile.isPending && <LoadingState label={ACCOUNT_SCREEN.loading} />}
      {profile.isError && (
        <ErrorPanel
          title={ACCOUNT_SCREEN.failed}
          message={ACCOUNT_SCREEN.sessions.failed}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.isSuccess && (
        <div className="account-page">
          <BillingSection />
          <PasswordSection email={profile.data.email} hasPassword={hasPassword} />
          <EmailSection email={profile.data.email} hasPassword={hasPassword} />
          <SessionsSection />
          {twoStep}
          <DataSection />
          <CloseAccountSection hasPassword={hasPassword} />
        </div>
      )}
    </Page>
  );
}
