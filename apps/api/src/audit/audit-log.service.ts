import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditTargetType } from '@profileproof/contracts';
import type { EntityManager } from 'typeorm';
import { AUDIT_ERRORS } from './audit.messages';
import { AuditRepository } from './audit.repository';

/** One admin action to record. */
export interface AuditRecord {
  /** The admin who acted (their e-mail is copied: the entry outlives the account). */
  actor: { id: number; email: string };
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number };
  /** A small JSON object of what changed; no secrets, no report text. */
  details?: Record<string, unknown>;
}

/**
 * A change the operator of the servers made (admin:create, ADMIN_EMAIL/ADMIN_PASSWORD at start): no
 * admin acted, so there is no actor.
 */
export type OperatorAuditRecord = Omit<AuditRecord, 'actor'> & { actor: null };

/**
 * Appends to the audit log (migration ReviewOperations: append-only). Always through the manager of
 * the transaction that performs the action, so an action and its entry are stored together or not
 * at all; there is deliberately no way to record outside one.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly repository: AuditRepository) {}

  async record(manager: EntityManager, entry: AuditRecord | OperatorAuditRecord): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error(AUDIT_ERRORS.outsideTransaction);
    await this.repository.append(manager, {
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      action: entry.action,
      targetType: entry.target.type,
      targetId: String(entry.target.id),
      details: entry.details ?? {},
    });
  }
}
