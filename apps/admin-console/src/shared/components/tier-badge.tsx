import { TIER_LABELS, type Tier } from '@profileproof/contracts';
import { Badge } from '@profileproof/ui';

const TIER_TONES: Record<Tier, 'neutral' | 'brand' | 'success'> = {
  free: 'neutral',
  basic: 'brand',
  premium: 'success',
};

/** A user's tier as a coloured pill (Free, Basic, Premium), the same on every admin screen and on /inputMain. */
export function TierBadge({ tier }: { tier: Tier }) {
  return <Badge tone={TIER_TONES[tier]}>{TIER_LABELS[tier]}</Badge>;
}
