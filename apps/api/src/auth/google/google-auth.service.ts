import {
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { type GoogleAuthRequest, type GoogleAuthResponse, MESSAGES } from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../database/errors';
import type { User } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { AuthService } from '../auth.service';
import { EmailTokensService } from '../email-tokens.service';
import type { SessionClient } from '../sessions/session-client';
import { SessionsService } from '../sessions/sessions.service';
import { TwoStepService } from '../two-step/two-step.service';
import { GoogleIdentityService } from './google-identity.service';

const needsLogin = () =>
  new ConflictException({ detail: MESSAGES.google.accountExists, needs_login: true });

/**
 * Sign-in and sign-up with a Google id_token. Accounts are linked by Google's `sub`; an existing
 * password account is linked by e-mail only when its address is verified, so nobody can take over
 * an account someone registered (unverified) with an address they do not own, or the reverse.
 */
@Injectable()
export class GoogleAuthService {
  constructor(
    private readonly identity: GoogleIdentityService,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly twoStep: TwoStepService,
    private readonly emailTokens: EmailTokensService,
    private readonly dataSource: DataSource,
  ) {}

  /** The Auth response; `is_new_user` is true for a sign-up (a new account). */
  async authenticate(
    request: GoogleAuthRequest,
    client?: SessionClient,
  ): Promise<GoogleAuthResponse> {
    const identity = await this.identity.verifyIdToken(request.credential, request.flow_secret);
    if (!identity) throw new UnauthorizedException({ detail: MESSAGES.google.failed });
    const user =
      request.action === 'login'
        ? await this.accountToLogIn(identity.sub, identity.email)
        : await this.newAccount(identity.sub, identity.email);
    // Two-step sign-in on: Google proved the identity, the code is still asked for.
    return (
      (await this.twoStep.challengeFor(user)) ??
      this.auth.signIn(user, request.action === 'signup', client)
    );
  }

  private async accountToLogIn(sub: string, email: string): Promise<User> {
    const linked = await this.users.findByGoogleSub(sub);
    if (linked) return linked;
    const byEmail = await this.users.findByEmail(email);
    if (!byEmail)
      throw new NotFoundException({ detail: MESSAGES.google.noAccount, needs_signup: true });
    const linkedNow = await this.linkByEmail(byEmail.id, sub);
    if (!linkedNow) throw needsLogin();
    return linkedNow;
  }

  /**
   * Links the Google account to the verified account with its address. Nobody proved the account's
   * password through this Google account: whoever signed up with the address chose it, perhaps
   * someone else before the owner verified it (account pre-hijacking). So, in one transaction under
   * the account's lock, the password is cleared (the owner sets one with "forgot password") and
   * every session of the account ends, with every pending e-mail change asked for from one of
   * them. Null when the account is unverified or linked already.
   */
  private async linkByEmail(userId: number, sub: string): Promise<User | null> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.findByIdForUpdate(userId, manager);
        if (!user?.isVerified || !(await this.users.linkGoogleAccount(user.id, sub, manager)))
          return null;
        await this.sessions.endAll(user.id, manager);
        await this.emailTokens.spendEmailChanges(user.id, manager);
        return Object.assign(user, { googleSub: sub, passwordHash: null });
      });
    } catch (error) {
      // The Google account was linked to another account meanwhile.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async newAccount(sub: string, email: string): Promise<User> {
    if ((await this.users.findByGoogleSub(sub)) || (await this.users.findByEmail(email)))
      throw needsLogin();
    const created = await this.users.createFromGoogle(email, sub);
    // Null: created by a concurrent request since we looked.
    if (!created) throw needsLogin();
    return created;
  }
}
