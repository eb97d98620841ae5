import { CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One row per mail handed to the mail server, keyed by its job: a job attempted again (a retry, a
 * `jobs:retry`) finds its mail delivered and sends nothing.
 */
@Entity({ name: 'mail_deliveries' })
@Index('mail_deliveries_delivered_at_idx', ['deliveredAt'])
export class MailDelivery {
  @PrimaryColumn({ name: 'job_id', type: 'uuid', primaryKeyConstraintName: 'mail_deliveries_pkey' })
  jobId!: string;

  @CreateDateColumn({ name: 'delivered_at', type: 'timestamptz' })
  deliveredAt!: Date;
}
