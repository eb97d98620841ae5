import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { UsersModule } from '../users/users.module';
import { AdminSubmissionsController } from './admin-submissions.controller';
import { ClaimsController } from './claims/claims.controller';
import { ClaimsRepository } from './claims/claims.repository';
import { ClaimsService } from './claims/claims.service';
import { ProcessedExportController } from './export/processed-export.controller';
import { ProcessedExportRepository } from './export/processed-export.repository';
import { ProcessedExportService } from './export/processed-export.service';
import { PendingQueueRepository } from './lists/pending-queue.repository';
import { ReviewListsService } from './lists/review-lists.service';
import { ReviewedWalkRepository } from './lists/reviewed-walk.repository';
import { UnfilteredWalkRepository } from './lists/unfiltered-walk.repository';
import { NotesController } from './notes/notes.controller';
import { NotesRepository } from './notes/notes.repository';
import { NotesService } from './notes/notes.service';
import { ReviewRepository } from './review/review.repository';
import { ReviewService } from './review/review.service';
import { SnippetsController } from './snippets/snippets.controller';
import { SnippetsRepository } from './snippets/snippets.repository';
import { SnippetsService } from './snippets/snippets.service';
import { PendingByTierRepository } from './stats/pending-by-tier.repository';
import { ReviewStatsRepository } from './stats/review-stats.repository';
import { ReviewStatsService } from './stats/review-stats.service';
import { TeamFiguresRepository } from './team/team-figures.repository';
import { TeamController } from './team/team.controller';
import { TeamService } from './team/team.service';

/**
 * The desk: the reviewers' side of submissions, every route for admins only. The lists (the
 * pending queue, the reviewed list: `lists/`), one submission and its reply, status and delete
 * (`review/`), claims (`claims/`), statistics (`stats/`), the CSV export (`export/`), internal
 * notes (`notes/`), report snippets (`snippets/`) and the team view (`team/`). The submissions'
 * tables are shared with the customer's side (SubmissionsModule), whose repository it uses to lock
 * a submission a note refers to.
 */
@Module({
  imports: [SubmissionsModule, UsersModule],
  controllers: [
    AdminSubmissionsController,
    ClaimsController,
    ProcessedExportController,
    NotesController,
    SnippetsController,
    TeamController,
  ],
  providers: [
    ReviewListsService,
    ReviewService,
    ReviewStatsService,
    ClaimsService,
    ProcessedExportService,
    NotesService,
    SnippetsService,
    TeamService,
    PendingQueueRepository,
    ReviewedWalkRepository,
    UnfilteredWalkRepository,
    ReviewRepository,
    ReviewStatsRepository,
    ClaimsRepository,
    ProcessedExportRepository,
    NotesRepository,
    SnippetsRepository,
    TeamFiguresRepository,
    PendingByTierRepository,
  ],
  // The queue gauges of the metrics.
  exports: [PendingByTierRepository],
})
export class DeskModule {}
