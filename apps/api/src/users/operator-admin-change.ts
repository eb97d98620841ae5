import type { AuditAction, OperatorChannel } from '@profileproof/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.service';
import { AuditRepository } from '../audit/audit.repository';
import { EmailTokensRepository } from '../auth/email-tokens.repository';
import { EmailToken } from '../auth/entities/email-token.entity';
import { revokeLiveSessions } from '../auth/sessions.repository';
import { notifyInTransaction } from '../live-events/fan-out';
import type { StreamSelector } from '../live-events/live-event-message';
import type { AdminChange, OnAdminChange } from './users.service';

const AUDIT_ACTION: Record<AdminChange['outcome'], AuditAction> = {
  created: 'admin.created',
  promoted: 'admin.promoted',
  'password-updated': 'admin.password_changed',
};

/** Ends the streams of the sessions `selector` names, on every instance, when the transaction commits. */
export type EndStreams = (manager: EntityManager, selector: StreamSelector) => Promise<void>;

/**
 * What an operator's change of an admin account brings, in its transaction: every session of the
 * account ends (a password set to shut someone out must shut them out now, refresh tokens and
 * event streams included; a new role needs new tokens anyway), so do its pending e-mail changes and
 * reset links (issue 36: nothing asked for from a session shut out outlives it), and the change is
 * audited, with no admin as its actor.
 */
export function operatorAdminChange(
  via: OperatorChannel,
  endStreams: EndStreams,
  audit: AuditLog,
): OnAdminChange {
  return async (manager, { user, outcome, passwordChanged }) => {
    const sessionsEnded = await revokeLiveSessions(manager, { userId: user.id });
    const links = new EmailTokensRepository(manager.getRepository(EmailToken));
    for (const purpose of ['email_change', 'password_reset'] as const)
      await links.consumeAll(manager, user.id, purpose, new Date());
    await endStreams(manager, { userId: user.id });
    await audit.record(manager, {
      actor: null,
      action: AUDIT_ACTION[outcome],
      target: { type: 'user', id: user.email },
      details: { via, password_changed: passwordChanged, sessions_ended: sessionsEnded },
    });
  };
}

/**
 * `admin:create`'s: the API instances that run hear of the end of the sessions through the database
 * (with the embedded one, none runs while the command does).
 */
export const commandLineAdminChange = (dataSource: DataSource): OnAdminChange =>
  operatorAdminChange(
    'command_line',
    (manager, selector) => notifyInTransaction(manager, { endStreams: selector }),
    new AuditLog(new AuditRepository(dataSource)),
  );
