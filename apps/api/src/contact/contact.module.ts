import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { SubmissionReply } from './entities/submission-reply.entity';
import { Submission } from './entities/submission.entity';
import { SubmissionsService } from './submissions.service';

/**
 * Profile submissions: users submit (within the monthly quota) and list their own; admins reply.
 * SubmissionsService is the admin module's way to the submissions (queue, review, statistics).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Submission, SubmissionReply]), SubscriptionsModule],
  controllers: [ContactController],
  providers: [ContactService, SubmissionsService],
  exports: [SubmissionsService],
})
export class ContactModule {}
