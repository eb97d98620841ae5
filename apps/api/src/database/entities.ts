import { EmailToken } from '../auth/entities/email-token.entity';
import { RefreshToken } from '../auth/sessions/entities/refresh-token.entity';
import { MailDelivery } from '../mail/entities/mail-delivery.entity';
import { ReportTodoTick } from '../submissions/report/entities/report-todo-tick.entity';
import { SubmissionReply } from '../submissions/entities/submission-reply.entity';
import { Submission } from '../submissions/entities/submission.entity';
import { Subscription } from '../subscriptions/entities/subscription.entity';
import { User } from '../users/entities/user.entity';

/**
 * Every entity, listed as classes (not globs) so the bundled API finds them: the tables TypeORM's
 * repositories and query builder reach. A table read and written only by tuned SQL (the claims,
 * notes, ratings, snippets, two-step, idempotency keys, audit log and billing tables) has no
 * entity; its migration is its shape.
 */
export const ENTITIES = [
  User,
  RefreshToken,
  EmailToken,
  Subscription,
  Submission,
  SubmissionReply,
  MailDelivery,
  ReportTodoTick,
];
