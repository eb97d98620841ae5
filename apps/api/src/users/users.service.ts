import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { hashPassword, verifyPassword } from './passwords';

export type EnsureAdminOutcome = 'created' | 'promoted' | 'password-updated' | 'unchanged';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** E-mail addresses match regardless of case (the unique index is on lower(email)). */
  findByEmail(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  /**
   * Makes sure `email` is a verified admin who signs in with `password`: creates the account, or
   * promotes and verifies an existing one, and sets the password if it does not already match.
   * Safe to run on every start and from several instances at once.
   */
  async ensureAdmin(email: string, password: string): Promise<{ user: User; outcome: EnsureAdminOutcome }> {
    const existing = await this.findByEmail(email);
    if (!existing) {
      const created = await this.users
        .createQueryBuilder()
        .insert()
        .values({ email: email.trim(), passwordHash: await hashPassword(password), role: 'admin', isVerified: true })
        .orIgnore() // another instance may create it at the same moment
        .execute();
      const [row] = created.raw as { id: number }[];
      if (row) return { user: await this.users.findOneByOrFail({ id: row.id }), outcome: 'created' };
      return this.ensureAdmin(email, password);
    }

    const changes: Partial<User> = {};
    if (existing.role !== 'admin' || !existing.isVerified) Object.assign(changes, { role: 'admin', isVerified: true });
    const passwordMatches = existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, password));
    if (!passwordMatches) changes.passwordHash = await hashPassword(password);
    if (Object.keys(changes).length === 0) return { user: existing, outcome: 'unchanged' };

    await this.users.update(existing.id, changes);
    const outcome: EnsureAdminOutcome = changes.role ? 'promoted' : 'password-updated';
    return { user: await this.users.findOneByOrFail({ id: existing.id }), outcome };
  }
}
