import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

@Entity({ name: 'users' })
// One account per address: the address is stored in its canonical form (`canonicalEmail`: NFKC,
// lower-cased, IDNA domain), unique as such (migration CanonicalEmails).
@Unique('users_email_key', ['email'])
// The admins' addresses (the Activity screen's list of admins): lower(email) WHERE role = 'admin', by the migration too.
@Index('users_admin_email_idx', { synchronize: false })
// The admin search (a substring of the customer's e-mail): a trigram GIN index (migration DeskSearch).
@Index('users_email_trgm_idx', { synchronize: false })
@Unique('users_google_sub_key', ['googleSub'])
@Check('users_role_check', `"role" IN ('user', 'admin')`)
export class User {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'users_pkey' })
  id!: number;

  /** In canonical form (`canonicalEmail`), as every lookup, rate-limit key and mail uses it. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Null for accounts that only sign in through the identity provider. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  /** The identity provider's stable subject id. */
  @Column({ name: 'google_sub', type: 'varchar', length: 255, nullable: true })
  googleSub!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role!: UserRole;

  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Whatever serialises a user (an answer, a log line) never carries the password hash. */
  toJSON(): Omit<User, 'passwordHash' | 'toJSON'> {
    const { passwordHash: _passwordHash, ...rest } = this;
    return rest;
  }
}
