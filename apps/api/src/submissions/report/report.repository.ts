import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { ReportTodoTick } from './entities/report-todo-tick.entity';

/** A tick as the answers read it. */
export interface StoredTick {
  replyId: number;
  item: string;
  doneAt: Date;
}

/**
 * The customer's report: every statement on report_todo_ticks (through its entity); what the
 * report reads of submissions and their reply versions is ReplyVersionsRepository's. A statement
 * that may run inside a transaction takes its manager (the embedded database has one connection).
 */
@Injectable()
export class ReportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's ticks of these reply versions, in no order. */
  async ticksOf(
    replyIds: number[],
    userId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<StoredTick[]> {
    if (replyIds.length === 0) return [];
    const rows = await manager.getRepository(ReportTodoTick).find({
      select: { replyId: true, item: true, doneAt: true },
      where: { replyId: In(replyIds), userId },
    });
    return rows.map(({ replyId, item, doneAt }) => ({ replyId, item, doneAt }));
  }

  /** Ticks the item of the reply version; an item ticked already keeps its first `done_at`. */
  async tick(
    manager: EntityManager,
    tick: { replyId: number; userId: number; item: string; doneAt: Date },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(ReportTodoTick)
      .values(tick)
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /** Unticks the item of the reply version (nothing to do when it is not ticked). */
  async untick(
    manager: EntityManager,
    tick: { replyId: number; userId: number; item: string },
  ): Promise<void> {
    await manager.getRepository(ReportTodoTick).delete(tick);
  }
}
