import { useSession } from '@profileproof/session';
import { PlaceholderScreen } from '@profileproof/ui';

export function AdminPlaceholder({ title, description }: { title: string; description: string }) {
  const { isAdmin } = useSession();
  return (
    <PlaceholderScreen owner="Admin console" title={title} description={description}>
      <p>{isAdmin ? 'You are signed in as an administrator.' : 'Administrator access is required.'}</p>
    </PlaceholderScreen>
  );
}
