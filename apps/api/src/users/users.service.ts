import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { canonicalEmail } from './canonical-email';
import type { User } from './entities/user.entity';
import { newPasswordError, RefusedPasswordError } from './password-policy';
import { checkPassword, hashPassword, type PasswordCheck, verifyPassword } from './passwords';
import { UsersRepository } from './users.repository';

export type EnsureAdminOutcome = 'created' | 'promoted' | 'password-updated' | 'unchanged';

/** A real change `ensureAdmin` made: the account as it now is, and what changed. */
export interface AdminChange {
  user: User;
  outcome: Exclude<EnsureAdminOutcome, 'unchanged'>;
  /** The password was set (always on creation). */
  passwordChanged: boolean;
}

/**
 * What else a real change brings (ending the account's sessions, the audit entry), run in its
 * transaction before it commits: the change and its consequences are stored together or not at all.
 */
export type OnAdminChange = (manager: EntityManager, change: AdminChange) => Promise<void>;

/**
 * The accounts: who they are found by, how they are created and changed; the statements are
 * UsersRepository's. Methods that take an `EntityManager` run inside the caller's transaction when
 * given one (with the embedded database, a query outside it would wait for its connection forever).
 */
@Injectable()
export class UsersService {
  constructor(private readonly repository: UsersRepository) {}

  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return this.repository.findById(id, manager);
  }

  /**
   * By address, in its canonical form (`canonicalEmail`: trimmed, NFKC, local part lower-cased,
   * domain through IDNA): every spelling of one address finds the one account.
   */
  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.repository.findByEmail(canonicalEmail(email), manager);
  }

  findByGoogleSub(googleSub: string): Promise<User | null> {
    return this.repository.findByGoogleSub(googleSub);
  }

  /** A new unverified account; null when the address is taken (by a concurrent sign-up, say). */
  createWithPassword(email: string, passwordHash: string): Promise<User | null> {
    return this.insertUnlessTaken({ email: canonicalEmail(email), passwordHash });
  }

  /**
   * As `createWithPassword`, in the caller's transaction, answering only whether the account was
   * inserted: sign-up then reads the account by its address whether it was inserted or taken.
   */
  async insertWithPassword(
    email: string,
    passwordHash: string,
    manager: EntityManager,
  ): Promise<boolean> {
    return (
      (await this.repository.insertUnlessTaken(
        { email: canonicalEmail(email), passwordHash },
        manager,
      )) !== null
    );
  }

  /**
   * A new account from the identity provider: verified (the provider vouches for the address), with
   * no password. Null when the address or the Google account is taken already.
   */
  createFromGoogle(email: string, googleSub: string): Promise<User | null> {
    return this.insertUnlessTaken({ email: canonicalEmail(email), googleSub, isVerified: true });
  }

  /**
   * Links a Google account to an account that has none yet, and clears its password (see
   * GoogleAuthService); false if the account is linked already. A Google account linked to another
   * account is a unique violation: inside a transaction, the caller's to catch once it has ended.
   */
  linkGoogleAccount(id: number, googleSub: string, manager: EntityManager): Promise<boolean> {
    return this.repository.linkGoogleAccount(manager, id, googleSub);
  }

  /**
   * The user, its row locked until the end of the caller's transaction: account changes made under
   * this lock (verification, password reset) are serialised, and take their other locks in one order.
   */
  findByIdForUpdate(id: number, manager: EntityManager): Promise<User | null> {
    return this.repository.findByIdForUpdate(manager, id);
  }

  /**
   * Marks the address verified. With a password hash (the one the verification link carries, chosen
   * by the sign-up that asked for the link), sets it as the password too.
   */
  async markVerified(
    id: number,
    manager?: EntityManager,
    passwordHash: string | null = null,
  ): Promise<void> {
    await this.repository.update(
      id,
      passwordHash === null ? { isVerified: true } : { isVerified: true, passwordHash },
      manager,
    );
  }

  /** A new password from a reset link; the link proved control of the mailbox, so the address is verified too. */
  async resetPassword(id: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.repository.update(id, { passwordHash, isVerified: true }, manager);
  }

  /** A new password chosen by the signed-in owner (the current one was checked). */
  async changePassword(id: number, passwordHash: string, manager: EntityManager): Promise<void> {
    await this.repository.update(id, { passwordHash }, manager);
  }

  /** The address confirmed through the link mailed to it: verified by that link. */
  async changeEmail(id: number, email: string, manager: EntityManager): Promise<void> {
    await this.repository.update(id, { email: canonicalEmail(email), isVerified: true }, manager);
  }

  /**
   * Checks the account's password (`checkPassword`: the normalised form, then an older one) and,
   * when its hash is of an older form of it, stores the hash of the normalised form instead (only if
   * the hash has not changed meanwhile). False for a wrong password or an account without one.
   */
  async passwordMatches(user: User, password: string): Promise<boolean> {
    if (!user.passwordHash) return false;
    const check: PasswordCheck = await checkPassword(user.passwordHash, password);
    if (check === 'matches-old-form')
      await this.repository.replacePasswordHash(
        user.id,
        user.passwordHash,
        await hashPassword(password),
      );
    return check !== 'wrong';
  }

  /**
   * Makes sure `email` is a verified admin who signs in with `password`: creates the account, or
   * promotes and verifies an existing one, and sets the password if it does not already match.
   * A real change runs `onChange` in its transaction; the same password again changes nothing and
   * runs nothing. Safe to run on every start and from several instances at once (the account's row
   * is locked: the second finds the first's change made). A password sign-up would refuse (a common
   * one, or one built from the address or the product's name) is refused (`RefusedPasswordError`).
   */
  async ensureAdmin(
    email: string,
    password: string,
    onChange: OnAdminChange = async () => undefined,
  ): Promise<{ user: User; outcome: EnsureAdminOutcome }> {
    const refused = newPasswordError(password, canonicalEmail(email));
    if (refused) throw new RefusedPasswordError(refused);
    const result = await this.repository.transaction(async (manager) => {
      const existing = await this.repository.findByEmailForUpdate(manager, canonicalEmail(email));
      const change = existing
        ? await this.adminChange(existing, password, manager)
        : await this.createAdmin(email, password, manager);
      if (change === 'taken') return null;
      if (change === 'unchanged') return { user: existing as User, outcome: change };
      await onChange(manager, change);
      return { user: change.user, outcome: change.outcome };
    });
    // Another instance created the account at the same moment: it exists now.
    return result ?? this.ensureAdmin(email, password, onChange);
  }

  /** 'taken' when the address was taken meanwhile (the insert is skipped, not failed). */
  private async createAdmin(
    email: string,
    password: string,
    manager: EntityManager,
  ): Promise<AdminChange | 'taken'> {
    const values = {
      email: canonicalEmail(email),
      passwordHash: await hashPassword(password),
      role: 'admin' as const,
      isVerified: true,
    };
    const user = await this.insertUnlessTaken(values, manager);
    return user ? { user, outcome: 'created', passwordChanged: true } : 'taken';
  }

  private async adminChange(
    existing: User,
    password: string,
    manager: EntityManager,
  ): Promise<AdminChange | 'unchanged'> {
    const changes: Partial<User> = {};
    if (existing.role !== 'admin' || !existing.isVerified)
      Object.assign(changes, { role: 'admin', isVerified: true });
    const passwordMatches =
      existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, password));
    if (!passwordMatches) changes.passwordHash = await hashPassword(password);
    if (Object.keys(changes).length === 0) return 'unchanged';
    await this.repository.update(existing.id, changes, manager);
    return {
      user: await this.repository.getById(existing.id, manager),
      outcome: changes.role ? 'promoted' : 'password-updated',
      passwordChanged: !passwordMatches,
    };
  }

  /** Inserts the account unless its e-mail address (or Google account) is taken; never fails on a race. */
  private async insertUnlessTaken(
    values: Partial<User>,
    manager?: EntityManager,
  ): Promise<User | null> {
    const id = await this.repository.insertUnlessTaken(values, manager);
    return id === null ? null : this.repository.getById(id, manager);
  }
}
