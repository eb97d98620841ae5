import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { type AuthResponse, type GoogleAuthAction, MESSAGES } from '@profileproof/contracts';
import type { User } from '../../users/entities/user.entity';
import { UsersService } from '../../users/users.service';
import { AuthService } from '../auth.service';
import { GoogleIdentityService } from './google-identity.service';

const needsLogin = () => new ConflictException({ detail: MESSAGES.google.accountExists, needs_login: true });

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
  ) {}

  /** The Auth response; `is_new_user` is true for a sign-up (a new account). */
  async authenticate(credential: string, action: GoogleAuthAction, userAgent?: string): Promise<AuthResponse> {
    const identity = await this.identity.verifyIdToken(credential);
    if (!identity) throw new UnauthorizedException({ detail: MESSAGES.google.failed });
    const user =
      action === 'login' ? await this.accountToLogIn(identity.sub, identity.email) : await this.newAccount(identity.sub, identity.email);
    return this.auth.signIn(user, action === 'signup', userAgent);
  }

  private async accountToLogIn(sub: string, email: string): Promise<User> {
    const linked = await this.users.findByGoogleSub(sub);
    if (linked) return linked;
    const byEmail = await this.users.findByEmail(email);
    if (!byEmail) throw new NotFoundException({ detail: MESSAGES.google.noAccount, needs_signup: true });
    if (!byEmail.isVerified || !(await this.users.linkGoogleAccount(byEmail.id, sub))) throw needsLogin();
    return byEmail;
  }

  private async newAccount(sub: string, email: string): Promise<User> {
    if ((await this.users.findByGoogleSub(sub)) || (await this.users.findByEmail(email))) throw needsLogin();
    const created = await this.users.createFromGoogle(email, sub);
    // Null: created by a concurrent request since we looked.
    if (!created) throw needsLogin();
    return created;
  }
}
