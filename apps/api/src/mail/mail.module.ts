import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MailJobs } from './mail-jobs.service';
import { MailService } from './mail.service';

@Module({
  imports: [JobsModule],
  providers: [MailService, MailJobs],
  exports: [MailJobs],
})
export class MailModule {}
