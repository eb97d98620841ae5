import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MailDeliveriesRepository } from './mail-deliveries.repository';
import { MailJobs } from './mail-jobs.service';
import { MailService } from './mail.service';

@Module({
  imports: [JobsModule],
  providers: [MailService, MailJobs, MailDeliveriesRepository],
  exports: [MailJobs],
})
export class MailModule {}
