import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, MoreThanOrEqual, type Repository } from 'typeorm';
import { Submission } from './entities/submission.entity';

/**
 * How many submissions a user has made: what the monthly quota counts. Its own provider (and
 * module) so that the subscriptions module can count without importing the submissions module,
 * which imports it for the tiers.
 */
@Injectable()
export class SubmissionCounter {
  constructor(@InjectRepository(Submission) private readonly submissions: Repository<Submission>) {}

  /**
   * The user's submissions created at or after `since`, read along the (user_id, created_at) index.
   * Deleted ones count too: deleting a submission gives nothing back. Rows dated later than now
   * (another instance's clock running ahead) count too: the quota errs on the safe side. Inside a
   * transaction pass its manager (with the embedded database, a query outside it would wait forever).
   */
  countSince(userId: number, since: Date, manager: EntityManager = this.submissions.manager): Promise<number> {
    return manager.getRepository(Submission).count({ where: { userId, createdAt: MoreThanOrEqual(since) }, withDeleted: true });
  }
}
