import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { SubmissionReply } from './entities/submission-reply.entity';
import { Submission } from './entities/submission.entity';

/** Users' profile submissions: submit (within the monthly quota) and list their own. */
@Module({
  imports: [TypeOrmModule.forFeature([Submission, SubmissionReply]), SubscriptionsModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
