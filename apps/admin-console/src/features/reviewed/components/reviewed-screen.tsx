import { Page, PageHeader } from '@profileproof/ui';
import { AdminNav } from '../../../shared/components/admin-nav';

// Being built: replaced by the real screen.
export function ReviewedScreen() {
  return (
    <Page>
      <PageHeader eyebrow="Admin console" title="Reviewed Submissions" />
      <AdminNav />
    </Page>
  );
}
