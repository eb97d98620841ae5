import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { User } from './entities/user.entity';

/*
 * The users table in other repositories' statements (a submission's submitter, a claim's holder, a
 * session's role): the joins and subqueries they compose, written here so that the table is named
 * in this file only (table-ownership.spec.ts). `userId` is an SQL expression of the account's id in
 * the caller's statement; `alias` the caller's name for the joined row.
 */

/** Joins the account `userId` as `alias`; a LEFT JOIN keeps the rows whose account is gone. */
export const joinUser = (alias: string, userId: string, kind: 'JOIN' | 'LEFT JOIN' = 'JOIN') =>
  `${kind} "users" "${alias}" ON "${alias}"."id" = ${userId}`;

/** The e-mail of the account `userId`, null when there is none: a scalar subquery (one index lookup). */
export const emailOfUser = (userId: string) =>
  `(SELECT "of_user"."email" FROM "users" "of_user" WHERE "of_user"."id" = ${userId})`;

/** Whether the e-mail of the account `userId` matches the ILIKE pattern `pattern` (an SQL expression). */
export const userEmailMatches = (userId: string, pattern: string) =>
  `EXISTS (SELECT 1 FROM "users" "of_user" WHERE "of_user"."id" = ${userId} AND "of_user"."email" ILIKE ${pattern})`;

const LOCK_EMAIL_FOR_KEY_SHARE_SQL = 'SELECT "email" FROM "users" WHERE "id" = $1 FOR KEY SHARE';
const LOCK_FOR_UPDATE_SQL = 'SELECT "id" FROM "users" WHERE "id" = $1 FOR UPDATE';

/**
 * Every statement of the users table. Methods that take an `EntityManager` run inside the caller's
 * transaction when given one (with the embedded database, a query outside it would wait for its
 * connection forever); those that lock need one.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Runs `work` in a transaction of the users' connection (the command line has no other). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(work);
  }

  private repository(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  /**
   * The account's current e-mail, its row locked against deletion (FOR KEY SHARE) until the
   * caller's transaction ends, while a row that refers to it is stored; null for an account deleted
   * since.
   */
  async lockEmailForKeyShare(manager: EntityManager, id: number): Promise<string | null> {
    const [row] = (await manager.query(LOCK_EMAIL_FOR_KEY_SHARE_SQL, [id])) as { email: string }[];
    return row?.email ?? null;
  }

  /**
   * Locks the account's row (FOR UPDATE) until the caller's transaction ends; false when the account
   * is gone. A user's submits take it first, so they run one after the other (the monthly quota).
   */
  async lockForUpdate(manager: EntityManager, id: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(LOCK_FOR_UPDATE_SQL, [id]);
    return rows.length > 0;
  }

  /** The id and e-mail of every current admin and of the accounts `ids`. */
  findAdminsAnd(ids: number[]): Promise<Pick<User, 'id' | 'email'>[]> {
    return this.users.find({
      select: { id: true, email: true },
      where: [{ role: 'admin' }, { id: In(ids) }],
    });
  }

  /** The current admins (id, e-mail), by lower(e-mail) in byte order (along users_admin_email_idx). */
  findAdmins(manager: EntityManager): Promise<Pick<User, 'id' | 'email'>[]> {
    return manager.query(
      `SELECT "id", "email" FROM "users" WHERE "role" = 'admin' ORDER BY lower("email") COLLATE "C"`,
    );
  }

  /** How many admins other than `userId` there are; locks every admin row (FOR UPDATE) so that two last admins cannot both leave. */
  async lockOtherAdmins(manager: EntityManager, userId: number): Promise<number> {
    const rows: unknown[] = await manager.query(
      `SELECT "id" FROM "users" WHERE "role" = 'admin' AND "id" <> $1 FOR UPDATE`,
      [userId],
    );
    return rows.length;
  }

  /** Deletes the account; its sessions, links and subscription go with it (ON DELETE CASCADE). */
  async deleteById(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`DELETE FROM "users" WHERE "id" = $1`, [id]);
  }

  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return this.repository(manager).findOneBy({ id });
  }

  /** The user with this id, which the caller knows exists (it just inserted or locked it). */
  getById(id: number, manager?: EntityManager): Promise<User> {
    return this.repository(manager).findOneByOrFail({ id });
  }

  /**
   * The account whose address is `email`, which must be in canonical form (`canonicalEmail`: the
   * form stored, and the unique key `users_email_key`).
   */
  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.repository(manager)
      .createQueryBuilder('user')
      .where('user.email = :email', { email })
      .getOne();
  }

  findByGoogleSub(googleSub: string): Promise<User | null> {
    return this.users.findOneBy({ googleSub });
  }

  /** The user, its row locked (FOR UPDATE) until the end of the caller's transaction. */
  findByIdForUpdate(manager: EntityManager, id: number): Promise<User | null> {
    return manager
      .getRepository(User)
      .createQueryBuilder('user')
      .setLock('pessimistic_write')
      .where('user.id = :id', { id })
      .getOne();
  }

  /** As `findByEmail`, its row locked (FOR UPDATE) until the end of the caller's transaction. */
  findByEmailForUpdate(manager: EntityManager, email: string): Promise<User | null> {
    return manager
      .getRepository(User)
      .createQueryBuilder('user')
      .setLock('pessimistic_write')
      .where('user.email = :email', { email })
      .getOne();
  }

  /**
   * Replaces the password hash by `newHash` if it is still `oldHash` (a concurrent change wins):
   * a hash of an earlier form of the same password, upgraded after a right sign-in.
   */
  async replacePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
    await this.users
      .createQueryBuilder()
      .update(User)
      .set({ passwordHash: newHash })
      .where('id = :id AND password_hash = :oldHash', { id, oldHash })
      .execute();
  }

  /** The new account's id; null when its address (or Google account) is taken: never fails on a race. */
  async insertUnlessTaken(values: Partial<User>, manager?: EntityManager): Promise<number | null> {
    const result = await this.repository(manager)
      .createQueryBuilder()
      .insert()
      .values(values)
      .orIgnore()
      .execute();
    const [row] = result.raw as { id: number }[];
    return row ? row.id : null;
  }

  /** Sets the columns given. */
  async update(id: number, changes: Partial<User>, manager?: EntityManager): Promise<void> {
    await this.repository(manager).update(id, changes);
  }

  /**
   * Sets the Google account and clears the password of an account that has no Google account yet;
   * false if it has one. A Google account linked to another account is a unique violation.
   */
  async linkGoogleAccount(manager: EntityManager, id: number, googleSub: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ googleSub, passwordHash: null })
      .where('id = :id AND google_sub IS NULL', { id })
      .execute();
    return result.affected === 1;
  }
}
