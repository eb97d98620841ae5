import type { Tier } from '@profileproof/contracts';
import { decode } from 'jsonwebtoken';
import { SessionsService } from '../../src/auth/sessions/sessions.service';
import { Subscription } from '../../src/subscriptions/entities/subscription.entity';
import { User, type UserRole } from '../../src/users/entities/user.entity';
import type { TestApp } from './test-app';

export interface TestAccount {
  id: number;
  email: string;
  /** A valid access token of the account (of a session of its own). */
  token: string;
  /** That session's refresh token. */
  refresh: string;
  /** That session (the access token's `sid`). */
  sessionId: string;
}

export interface AccountOptions {
  role?: UserRole;
  /** A subscription row of this tier (none by default). */
  tier?: Tier;
  endDate?: Date | null;
  email?: string;
}

/** Creates verified accounts straight in the database, each signed in (a session and its access token). */
export function accountFactory(api: TestApp, prefix = 'member') {
  let counter = 0;
  return async (options: AccountOptions = {}): Promise<TestAccount> => {
    counter += 1;
    const email = options.email ?? `${prefix}${counter}@example.com`;
    const role = options.role ?? 'user';
    const { identifiers } = await api.dataSource
      .getRepository(User)
      .insert({ email, role, isVerified: true });
    const id = identifiers[0].id as number;
    if (options.tier) {
      await api.dataSource
        .getRepository(Subscription)
        .insert({ userId: id, tier: options.tier, endDate: options.endDate ?? null });
    }
    const { access: token, refresh } = await api.app
      .get(SessionsService)
      .start({ id, email, role });
    return { id, email, token, refresh, sessionId: (decode(token) as { sid: string }).sid };
  };
}
