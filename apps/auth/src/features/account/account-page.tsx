import { Page, PageHeader } from '@profileproof/ui';
import { TwoStepSection } from '../two-step/components/two-step-section';

/**
 * /account: the signed-in user's account. Only its two-step sign-in section here (branch
 * two-step); the full page of issue 25 (password, e-mail, sessions, data, closing) replaces it.
 */
export function AccountPage() {
  return (
    <Page>
      <PageHeader title="Account" subtitle="Manage how you sign in to ProfileProof." />
      <TwoStepSection />
    </Page>
  );
}
