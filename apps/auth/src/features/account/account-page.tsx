import type { ReactNode } from 'react';
import { Page, PageHeader } from '@profileproof/ui';

/**
 * /account: the signed-in user's account. Only its two-step sign-in section here (branch
 * two-step), given by routes.tsx (features do not import each other); the full page of issue 25
 * (password, e-mail, sessions, data, closing) replaces it.
 */
export function AccountPage({ twoStep }: { twoStep: ReactNode }) {
  return (
    <Page>
      <PageHeader title="Account" subtitle="Manage how you sign in to ProfileProof." />
      {twoStep}
    </Page>
  );
}
