import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@profileproof/contracts';
import { FRESH_SIGN_IN_MINUTES } from '@profileproof/contracts/account';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/entities/user.entity';
import { hashPassword, verifyPassword } from '../users/passwords';
import { UsersService } from '../users/users.service';
import { LoginAttemptsService } from '../auth/login-attempts.service';
import { SessionsRepository } from '../auth/sessions/sessions.repository';

const MINUTE_MS = 60_000;

/**
 * What the account's self-service asks of the caller before a change: the account (401 once it is
 * gone), read or locked for the change's transaction, and the proofs that its owner is there — the
 * password, counted against the account's login limit (LoginAttemptsService) as a login is, or for
 * an account without one a sign-in within FRESH_SIGN_IN_MINUTES.
 */
@Injectable()
export class AccountProofs {
  /** Hashed once: an account without a password is still "checked" against it, to take as long. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly loginAttempts: LoginAttemptsService,
    private readonly sessionsRepository: SessionsRepository,
  ) {}

  /** The caller's account; 401 once it is gone. */
  async account(userId: number): Promise<User> {
    const account = await this.users.findById(userId);
    if (!account) throw new UnauthorizedException({ detail: AUTH_MESSAGES.accountGone });
    return account;
  }

  /** The account, its row locked (FOR UPDATE) until the end of the transaction. */
  async lock(userId: number, manager: EntityManager): Promise<User> {
    const locked = await this.users.findByIdForUpdate(userId, manager);
    if (!locked) throw new UnauthorizedException({ detail: AUTH_MESSAGES.accountGone });
    return locked;
  }

  /** Counted as a login attempt of the account (429 once blocked); false when wrong or there is none. */
  async passwordMatches(account: User, password: string): Promise<boolean> {
    const matched = await this.loginAttempts.attempt(account.email, async () => {
      if (!account.passwordHash) {
        await verifyPassword(await this.dummyPasswordHash(), password);
        return null;
      }
      return (await this.users.passwordMatches(account, password)) ? true : null;
    });
    return matched === true;
  }

  /** Whether the caller's session signed in within FRESH_SIGN_IN_MINUTES. */
  async signedInRecently(userId: number, sessionId: string): Promise<boolean> {
    const session = await this.sessionsRepository.findLiveSession(sessionId, userId);
    return (
      session !== null &&
      Date.now() - session.session_started_at.getTime() < FRESH_SIGN_IN_MINUTES * MINUTE_MS
    );
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not the password of any account');
    return this.dummyHash;
  }
}
