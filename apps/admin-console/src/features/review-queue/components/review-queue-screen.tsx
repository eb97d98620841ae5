import { Page, PageHeader } from '@profileproof/ui';
import { AdminNav } from '../../../shared/components/admin-nav';

// Being built: replaced by the real screen.
export function ReviewQueueScreen() {
  return (
    <Page>
      <PageHeader eyebrow="Admin console" title="Admin Dashboard" />
      <AdminNav />
    </Page>
  );
}
