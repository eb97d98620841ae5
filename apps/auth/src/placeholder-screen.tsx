import { PlaceholderScreen } from '@profileproof/ui';

export function AccountPlaceholder({ title, description }: { title: string; description: string }) {
  return <PlaceholderScreen owner="Account" title={title} description={description} />;
}
