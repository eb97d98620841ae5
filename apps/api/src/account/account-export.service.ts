import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@profileproof/contracts';
import { type AccountExport } from '@profileproof/contracts/account';
import { ReportService } from '../submissions/report/report.service';
import { UsersService } from '../users/users.service';
import type { AccessTokenSubject } from '../auth/access-tokens.service';
import { SessionsService } from '../auth/sessions/sessions.service';
import { RatingsRepository } from '../submissions/ratings/ratings.repository';
import { SubmissionsRepository } from '../submissions/submissions.repository';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/**
 * The caller's copy of their data (GDPR articles 15 and 20): what they can see of it on the
 * screens, never another user's rows, nor what is internal (password hash, tokens, the desk's
 * notes, who replied, who granted the plan). Each submission's report (`report`: its figures,
 * checks and to-do list with the caller's ticks) is the one their report page shows.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly submissions: SubmissionsRepository,
    private readonly ratings: RatingsRepository,
    private readonly sessions: SessionsService,
    private readonly reports: ReportService,
  ) {}

  async export(subject: AccessTokenSubject): Promise<AccountExport> {
    const user = await this.users.findById(subject.user.id);
    if (!user) throw new UnauthorizedException({ detail: AUTH_MESSAGES.accountGone });
    const [subscription, submissions, sessions] = await Promise.all([
      this.subscriptions.findForExport(user.id),
      this.submissions.findOwnForExport(user.id),
      this.sessions.list(user.id, subject.sessionId),
    ]);
    const ids = submissions.map((submission) => submission.id);
    const [replies, reports] = await Promise.all([
      this.submissions.findRepliesForExport(ids),
      this.reports.exportReports(user.id, ids),
    ]);
    const repliesById = new Map(replies.map((reply) => [reply.id, reply]));
    const ratings = await this.ratings.findOfReplies([...repliesById.keys()]);
    return {
      exported_at: new Date().toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        role: user.role,
        email_verified: user.isVerified,
        sign_in_methods: [
          ...(user.passwordHash ? (['password'] as const) : []),
          ...(user.googleSub ? (['google'] as const) : []),
        ],
        created_at: user.createdAt.toISOString(),
      },
      subscription: subscription && {
        tier: subscription.tier,
        start_date: subscription.created_at.toISOString(),
        end_date: subscription.end_date?.toISOString() ?? null,
      },
      submissions: submissions.map((submission) => ({
        id: submission.id,
        linkedin_url: submission.linkedin_url,
        message: submission.message,
        created_at: submission.created_at.toISOString(),
        is_processed: submission.is_processed,
        reply: submission.admin_reply,
        reply_date: submission.admin_reply_date?.toISOString() ?? null,
        replies: replies
          .filter((reply) => reply.submission_id === submission.id)
          .map((reply) => ({ reply: reply.reply, created_at: reply.created_at.toISOString() })),
        report: reports.get(submission.id) ?? null,
      })),
      sessions: sessions.map(({ current: _current, ...session }) => session),
      // The user's own ratings of their reports; the desk's internal notes are never meant for them.
      // Each rating is of a reply read above (its id was asked for).
      ratings: ratings.flatMap((rating) => {
        const reply = repliesById.get(rating.reply_id);
        if (!reply) return [];
        return [
          {
            submission_id: reply.submission_id,
            score: rating.score,
            comment: rating.comment,
            rated_at: rating.rated_at.toISOString(),
            reply_date: reply.created_at.toISOString(),
          },
        ];
      }),
    };
  }
}
