import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ReportController } from './report.controller';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';

/**
 * The customer's structured report (issue 39): the to-do list of a report and its ticks
 * (/api/contact/submissions/{id}/todo/), the progress across reviews (/api/contact/profiles/);
 * ReportService, exported, gives the account's data export each submission's report.
 */
@Module({
  imports: [SubmissionsModule],
  controllers: [ReportController],
  providers: [ReportService, ReportRepository],
  exports: [ReportService],
})
export class ReportModule {}
