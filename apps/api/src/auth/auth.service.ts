import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import {
  AUTH_MESSAGES,
  type AuthResponse,
  type DetailResponse,
  type LoginResponse,
  MESSAGES,
  type ProfileResponse,
  type RefreshResponse,
  ROUTES,
  routeTo,
  type SignupResponse,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { validationFailed } from '../app/validation';
import { appConfig } from '../config';
import { MailJobs } from '../mail/mail-jobs.service';
import type { User } from '../users/entities/user.entity';
import { newPasswordError } from '../users/password-policy';
import { hashPassword, verifyPassword } from '../users/passwords';
import { UsersService } from '../users/users.service';
import { passwordResetMail, signupAttemptMail, verificationMail } from './auth-mails';
import { AuthResponseDto, ProfileResponseDto } from './dto/auth-responses.dto';
import { EmailTokensService } from './email-tokens.service';
import { LoginAttemptsService } from './login-attempts.service';
import type { SessionClient } from './sessions/session-client';
import { SessionsService } from './sessions/sessions.service';
import { TwoStepService } from './two-step/two-step.service';

/** The e-mail and password flows: sign-up, verification, login, sessions, password reset, profile. */
@Injectable()
export class AuthService {
  /** Hashed once: login verifies against it when there is no password to check, to take as long. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly emailTokens: EmailTokensService,
    private readonly sessions: SessionsService,
    private readonly loginAttempts: LoginAttemptsService,
    private readonly twoStep: TwoStepService,
    private readonly mailJobs: MailJobs,
    private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly app: ConfigType<typeof appConfig>,
  ) {}

  /**
   * A new, unverified account, and a verification mail. An address that is registered but not
   * verified gets a new verification mail and its account is left as it is. Either way the link is
   * bound to the password of this sign-up: using it sets that password (see `verifyEmail`), so whoever
   * signed up first with someone else's address does not choose the password of the owner who
   * verifies it with their own sign-up's link (docs/security.md, Signing up again).
   *
   * A verified address gets the very answer of a new one, after the same work (the password hashed,
   * the same statements sent, one mail job enqueued in the same transaction), and nothing changes:
   * its owner is mailed that someone tried. Both cases write (the job), so both commits wait for
   * the disk alike. So neither the answer nor its time tells whether the address has an account.
   */
  async signup(email: string, password: string): Promise<SignupResponse> {
    const passwordHash = await hashPassword(password);
    const { created, resent } = await this.dataSource.transaction(async (manager) => {
      const inserted = await this.users.insertWithPassword(email, passwordHash, manager);
      // Inserted now, or taken: by an account of old, or by a concurrent sign-up (whose commit the
      // insert waited for).
      const account = await this.users.findByEmail(email, manager);
      if (!account) throw new Error('The account was neither created nor found');
      // An unverified account's password is NOT changed: this sign-up has not proved it owns the
      // address. Its password travels with the link instead, and becomes the account's if that link
      // is used. A verified account gets no link: the same insert runs, for nobody.
      const holder = account.isVerified ? null : account.id;
      const link = await this.emailTokens.issueUnlessNobody(
        holder,
        'verify_email',
        passwordHash,
        manager,
      );
      await this.mailJobs.enqueue(
        holder === null
          ? signupAttemptMail(account.email, {
              login: this.webLink(ROUTES.login),
              forgotPassword: this.webLink(ROUTES.forgotPassword),
            })
          : verificationMail(account.email, this.webLink(routeTo.verifyEmail(link))),
        manager,
      );
      return { created: inserted, resent: holder !== null && !inserted };
    });
    this.mailJobs.wake();
    return created || !resent
      ? { message: AUTH_MESSAGES.signedUp }
      : { message: AUTH_MESSAGES.verificationResent, verification_resent: true };
  }

  /**
   * In one transaction, under a lock on the account: spends the link, sets the password it carries
   * (if any, and only on an unverified account: a verified account's password changes only by a
   * reset), marks the address verified, spends the account's other verification links and ends
   * every session of the account.
   */
  async verifyEmail(token: string): Promise<DetailResponse> {
    const verified = await this.dataSource.transaction(async (manager) => {
      const found = await this.emailTokens.find(token, 'verify_email', manager);
      if (!found) return false;
      // Locked before the link is spent, so that two links of one account used at once are
      // serialised (the second then finds its link spent) rather than deadlocked.
      const user = await this.users.findByIdForUpdate(found.userId, manager);
      if (!user) return false;
      if ((await this.emailTokens.consume(token, 'verify_email', manager, user.id)) === null)
        return false;
      await this.users.markVerified(user.id, manager, user.isVerified ? null : found.passwordHash);
      // The other verification links of the account have served their purpose (whichever password
      // they carry).
      await this.emailTokens.consumeAll(user.id, 'verify_email', manager);
      await this.emailTokens.spendEmailChanges(user.id, manager);
      await this.sessions.endAll(user.id, manager);
      return true;
    });
    if (!verified) throw new BadRequestException({ detail: AUTH_MESSAGES.verificationLinkInvalid });
    return { detail: AUTH_MESSAGES.emailVerified };
  }

  /**
   * The same answer whether or not the address has an account, verified or not. There is no
   * password here: the new link carries the password of the latest sign-up whose link still works,
   * or none (then verifying keeps the account's password).
   */
  async resendVerification(email: string): Promise<DetailResponse> {
    const user = await this.users.findByEmail(email);
    if (user && !user.isVerified) {
      await this.sendVerificationMail(
        user,
        await this.emailTokens.latestVerificationPasswordHash(user.id),
      );
    }
    return { detail: AUTH_MESSAGES.verificationSent };
  }

  /**
   * One answer for an unknown address, a wrong password and an account without a password, and
   * about the same time for each (a password hash is verified every time).
   */
  async login(email: string, password: string, client?: SessionClient): Promise<LoginResponse> {
    // Per address, whether or not it has an account: 429 while blocked after repeated failures.
    const user = await this.loginAttempts.attempt(email, async () => {
      const found = await this.users.findByEmail(email);
      // The same candidates checked against a dummy hash: as long as a wrong password takes.
      if (!found?.passwordHash) {
        await verifyPassword(await this.dummyPasswordHash(), password);
        return null;
      }
      // Normalised (NFC) first, then an older form of the hash (which is then upgraded).
      return (await this.users.passwordMatches(found, password)) ? found : null;
    });
    if (!user) throw new UnauthorizedException({ detail: MESSAGES.login.invalidCredentials });
    if (!user.isVerified) throw new ForbiddenException({ detail: AUTH_MESSAGES.unverified });
    // Two-step sign-in on: no session yet, the code first (POST /api/auth/login/2fa/).
    return (await this.twoStep.challengeFor(user)) ?? this.signIn(user, false, client);
  }

  /** A new session for the user, as the Auth response. */
  async signIn(user: User, isNewUser: boolean, client?: SessionClient): Promise<AuthResponse> {
    return AuthResponseDto.of(user, await this.sessions.start(user, client), isNewUser);
  }

  async refresh(token: string, client?: SessionClient): Promise<RefreshResponse> {
    const tokens = await this.sessions.refresh(token, client);
    if (!tokens) throw new UnauthorizedException({ detail: AUTH_MESSAGES.refreshInvalid });
    return tokens;
  }

  /** Ends the session of the refresh token, if there is one; the answer never says. */
  async logout(token: string | undefined): Promise<DetailResponse> {
    if (token) await this.sessions.end(token);
    return { detail: AUTH_MESSAGES.loggedOut };
  }

  /**
   * The same answer whether or not the address has an account, after the same statements: the
   * lookup, the spending of the account's older reset links (a new link replaces them: only the
   * latest works), the token's insert, each of which for an unknown address changes nothing, and one
   * mail job, which for an unknown address sends nothing (so that both commits write, and wait
   * alike). The link goes to the address as stored (canonical), never as typed.
   */
  async requestPasswordReset(email: string): Promise<DetailResponse> {
    await this.dataSource.transaction(async (manager) => {
      const account = await this.users.findByEmail(email, manager);
      await this.emailTokens.consumeAll(account?.id ?? null, 'password_reset', manager);
      const token = await this.emailTokens.issueUnlessNobody(
        account?.id ?? null,
        'password_reset',
        null,
        manager,
      );
      await this.mailJobs.enqueue(
        account
          ? passwordResetMail(
              account.email,
              this.webLink(routeTo.resetPassword(encodeUserId(account.id), token)),
            )
          : null,
        manager,
      );
    });
    this.mailJobs.wake();
    return { detail: AUTH_MESSAGES.passwordResetSent };
  }

  /**
   * Sets the new password, spends the link and every other reset link of the account, marks the
   * address verified (the link proved control of it), spends its verification links (they would
   * carry the password of some sign-up) and its pending e-mail changes, and ends every session of
   * the account.
   */
  async confirmPasswordReset(
    uid: string,
    token: string,
    password: string,
  ): Promise<DetailResponse> {
    const invalid = () => new BadRequestException({ detail: AUTH_MESSAGES.resetLinkInvalid });
    const userId = decodeUserId(uid);
    // Checked before hashing, so that bad links cost no hashing; spent atomically below.
    if (userId === null || !(await this.emailTokens.isUsable(token, 'password_reset', userId)))
      throw invalid();
    // The body has no address: the account's is checked here (the link stays usable).
    const account = await this.users.findById(userId);
    if (!account) throw invalid();
    const refused = newPasswordError(password, account.email);
    if (refused) throw validationFailed({ password: [refused] });
    const passwordHash = await hashPassword(password);
    const reset = await this.dataSource.transaction(async (manager) => {
      // The account first, as verifyEmail does: concurrent changes to one account are serialised.
      if (!(await this.users.findByIdForUpdate(userId, manager))) return false;
      if ((await this.emailTokens.consume(token, 'password_reset', manager, userId)) === null)
        return false;
      await this.users.resetPassword(userId, passwordHash, manager);
      await this.emailTokens.consumeAll(userId, 'password_reset', manager);
      await this.emailTokens.consumeAll(userId, 'verify_email', manager);
      await this.emailTokens.spendEmailChanges(userId, manager);
      await this.sessions.endAll(userId, manager);
      await this.twoStep.forgetWrongCodes(userId, manager); // Issue 36: lifts a lock-out.
      return true;
    });
    if (!reset) throw invalid();
    return { detail: AUTH_MESSAGES.passwordReset };
  }

  async profile(userId: number): Promise<ProfileResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException({ detail: AUTH_MESSAGES.accountGone });
    return ProfileResponseDto.of(user, await this.twoStep.isEnabled(user.id));
  }

  /**
   * A verification link bound to `passwordHash` (see `verifyEmail`), and its mail's job, in one
   * transaction: the link is mailed if and only if it was stored. The request never waits for the
   * mail server.
   */
  private async sendVerificationMail(user: User, passwordHash: string | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const token = await this.emailTokens.issueUnlessNobody(
        user.id,
        'verify_email',
        passwordHash,
        manager,
      );
      await this.mailJobs.enqueue(
        verificationMail(user.email, this.webLink(routeTo.verifyEmail(token))),
        manager,
      );
    });
    this.mailJobs.wake();
  }

  private webLink(path: string): string {
    return `${this.app.webOrigin}${path}`;
  }

  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword('not the password of any account');
    return this.dummyHash;
  }
}

/** The {uid} of a reset link: the user id, base64url-encoded (as the spec's links look). */
export function encodeUserId(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

export function decodeUserId(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const decoded = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  return id <= 2_147_483_647 ? id : null;
}
