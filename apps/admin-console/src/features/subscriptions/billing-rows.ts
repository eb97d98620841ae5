import type { Subscriber } from '@profileproof/contracts';
import type { GrantSource } from '@profileproof/contracts/billing';

/**
 * A row of the subscribers list since issue 40: a grant, an admin's or a paid one (`source`), and
 * whether it is the one that gives the user's tier (`wins`). A user with both has two rows. Both
 * fields are optional: an API from before billing answers rows without them (admin grants).
 */
export type SubscriberRow = Subscriber & { source?: GrantSource; wins?: boolean };

export const rowSource = (row: SubscriberRow): GrantSource => row.source ?? 'admin';

/** One key per row: the address and where the grant comes from. */
export const rowKey = (row: SubscriberRow): string => `${row.email}\n${rowSource(row)}`;

/** The addresses that have more than one grant in the list (an admin grant and a paid one). */
export function usersWithSeveralGrants(rows: readonly SubscriberRow[]): Set<string> {
  const seen = new Set<string>();
  const several = new Set<string>();
  for (const row of rows) {
    const email = row.email.toLowerCase();
    if (seen.has(email)) several.add(email);
    seen.add(email);
  }
  return several;
}
