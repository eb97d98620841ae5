import { PlaceholderScreen } from '@profileproof/ui';

export function PublicPlaceholderPage({ title, description }: { title: string; description: string }) {
  return <PlaceholderScreen owner="ProfileProof" title={title} description={description} />;
}
