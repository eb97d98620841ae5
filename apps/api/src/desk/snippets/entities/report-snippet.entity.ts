import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../../users/entities/user.entity';

/** A reusable piece of report text, shared by every admin (`{profile_url}` etc. filled in on insertion). */
@Entity({ name: 'report_snippets' })
@Index('report_snippets_updated_by_id_idx', ['updatedById'])
export class ReportSnippet {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'report_snippets_pkey' })
  id!: number;

  @Column({ type: 'varchar', length: 80 })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  /** Null once that admin's account is deleted. */
  @Column({ name: 'updated_by_id', type: 'integer', nullable: true })
  updatedById!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({
    name: 'updated_by_id',
    foreignKeyConstraintName: 'report_snippets_updated_by_id_fkey',
  })
  updatedBy?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
