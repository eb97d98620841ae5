import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditTargetType } from '@profileproof/contracts';

/**
 * One admin action, appended in the same transaction as the action (migration ReviewOperations:
 * a trigger refuses UPDATE and DELETE). The actor is a copy, not a reference: entries outlive accounts.
 * An operator's change of an admin account (OperatorAccountChanges) has no actor.
 */
@Entity({ name: 'audit_log' })
@Index('audit_log_created_at_idx', ['createdAt', 'id'])
// On lower(actor_email), which TypeORM cannot express: created by the migration, left alone by schema sync.
@Index('audit_log_actor_idx', { synchronize: false })
@Index('audit_log_action_idx', ['action', 'createdAt', 'id'])
@Check(
  'audit_log_target_type_check',
  `"target_type" IN ('submission', 'user', 'snippet', 'export')`,
)
export class AuditEntryRecord {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'audit_log_pkey' })
  id!: number;

  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId!: number | null;

  /** Null: the operator (command line, or configuration at start), no admin. */
  @Column({ name: 'actor_email', type: 'varchar', length: 254, nullable: true })
  actorEmail!: string | null;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ name: 'target_type', type: 'varchar', length: 16 })
  targetType!: AuditTargetType;

  @Column({ name: 'target_id', type: 'varchar', length: 254 })
  targetId!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
