import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { MailDelivery } from './entities/mail-delivery.entity';

/** The record of the mail jobs whose mail the SMTP server took (one row per job). */
@Injectable()
export class MailDeliveriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  isDelivered(jobId: string): Promise<boolean> {
    return this.dataSource.getRepository(MailDelivery).existsBy({ jobId });
  }

  /** Idempotent: a second record of the same job changes nothing. */
  async recordDelivered(jobId: string): Promise<void> {
    await this.dataSource
      .getRepository(MailDelivery)
      .createQueryBuilder()
      .insert()
      .values({ jobId })
      .orIgnore()
      .execute();
  }

  /** Forgets the deliveries recorded before `cutoff`; returns how many. */
  async deleteDeliveredBefore(cutoff: Date): Promise<number> {
    const result = await this.dataSource
      .getRepository(MailDelivery)
      .delete({ deliveredAt: LessThan(cutoff) });
    return result.affected ?? 0;
  }
}
