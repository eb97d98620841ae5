import { useSession } from '@profileproof/session';
import { PlaceholderScreen } from '@profileproof/ui';

export function SubmissionsPlaceholder({ title, description }: { title: string; description: string }) {
  const { user } = useSession();
  return (
    <PlaceholderScreen owner="Profile analysis" title={title} description={description}>
      <p>{user ? `Signed in as ${user.email}` : 'You are browsing as a guest.'}</p>
    </PlaceholderScreen>
  );
}
