import type { Type } from '@nestjs/common';
import { AccountProofs } from '../../src/account/account-proofs';
import { LoginAttemptsService } from '../../src/auth/login-attempts.service';
import { SessionsRepository } from '../../src/auth/sessions/sessions.repository';
import type { User } from '../../src/users/entities/user.entity';
import { hashPassword } from '../../src/users/passwords';
import { UsersService } from '../../src/users/users.service';
import { newTestService, type ServiceMocks, type TestService } from './new-test-service';

/** The account's password in the account's unit tests. */
export const PASSWORD = 'the right password';

/** The caller of the account's routes: user 7, in the session 'mine'. */
export const SUBJECT = {
  user: { id: 7, email: 'ada@example.com', role: 'user' as const },
  sessionId: 'mine',
};

/** User 7 with PASSWORD. */
export async function accountWithPassword(): Promise<User> {
  return {
    id: 7,
    email: 'ada@example.com',
    role: 'user',
    passwordHash: await hashPassword(PASSWORD),
    googleSub: null,
    isVerified: true,
  } as User;
}

/**
 * The service under test with a real AccountProofs, which shares the service's mocks (of the
 * users, the login limiter and the sessions): the proofs are part of the rules tested. The account
 * is found and locked, PASSWORD is its password, and the login limiter lets the check run.
 */
export function withProofs<T>(
  Service: Type<T>,
  account: User,
  values: ReadonlyArray<readonly [unknown, unknown]> = [],
): TestService<T> & { mocks: ServiceMocks } {
  const proofs = newTestService(AccountProofs);
  const shared = [UsersService, LoginAttemptsService, SessionsRepository].map(
    (type) => [type, proofs.stub(type as Type<unknown>)] as const,
  );
  const built = newTestService(Service, [[AccountProofs, proofs.sut], ...shared, ...values]);
  const users = built.mocks.get(UsersService);
  users.findById.mockResolvedValue(account);
  users.findByIdForUpdate.mockResolvedValue(account);
  // The real check of the account's password (normalised, an older hash upgraded) is UsersService's.
  users.passwordMatches.mockImplementation(async (_user, password) => password === PASSWORD);
  // Runs the check as the real limiter would when the account is not blocked.
  built.mocks.get(LoginAttemptsService).attempt.mockImplementation((_email, check) => check());
  return built;
}
