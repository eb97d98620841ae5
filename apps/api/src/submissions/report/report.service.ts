import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AnalysisFormData,
  headlineFigures,
  readChecklist,
  reportSections,
  type TodoItem,
  todoItems,
} from '@profileproof/analysis';
import {
  type AccountExportReport,
  PROFILE_HISTORY_MAX_PROFILES,
  PROFILE_HISTORY_MAX_REVIEWS,
  type ProfileHistory,
  type ProfileHistoryResponse,
  REPORT_TODO_MESSAGES,
  type ReportTodoItem,
  type ReportTodoResponse,
  type ReportTodoUpdate,
  SUBMISSION_NOT_FOUND,
} from '@profileproof/contracts';
import { DataSource } from 'typeorm';
import { validationFailed } from '../../app/validation';
import { ReplyVersionsRepository } from '../reply-versions.repository';
import { ReportRepository, type StoredTick } from './report.repository';

/** The answer while there is no list: pending, no reply, or a reply without a checklist. */
const NO_LIST: ReportTodoResponse = { reply_id: null, items: [] };

/** The items of a list with the ticks of its reply version. */
function withTicks(items: TodoItem[], ticks: StoredTick[]): ReportTodoItem[] {
  const doneAt = new Map(ticks.map((tick) => [tick.item, tick.doneAt]));
  return items.map((item) => {
    const done = doneAt.get(item.id);
    return {
      id: item.id,
      text: item.text,
      done: done !== undefined,
      done_at: done?.toISOString() ?? null,
    };
  });
}

/** The report of a checklist as the data export gives it, with its to-do list's ticks. */
function exportReport(form: AnalysisFormData, ticks: StoredTick[]): AccountExportReport {
  const figures = headlineFigures(form);
  return {
    profile_score: figures.qualityScore,
    spam_score: figures.spamScore,
    risk_level: figures.riskLevel,
    good_for_outreach: figures.goodForOutreach,
    checks: reportSections(form).flatMap((section) =>
      section.checks.map((check) => ({ id: check.id, section: section.id, status: check.status })),
    ),
    todo: withTicks(todoItems(form), ticks),
  };
}

/**
 * The customer's structured report (issue 39), read from the checklist of a submission's current
 * reply version (its latest row of submission_replies) with `@profileproof/analysis`: the to-do
 * list and the owner's ticks of it (per reply version: a re-sent report starts unticked), the
 * progress of each profile across its reviews, and the report in the account's data export.
 * Another user's submission is as unknown as a missing one (404), whoever asks (an admin too).
 */
@Injectable()
export class ReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ReportRepository,
    private readonly replies: ReplyVersionsRepository,
  ) {}

  /** The owner's to-do list: none (`reply_id` null) while pending or without a checklist. */
  async todo(ownerId: number, submissionId: number): Promise<ReportTodoResponse> {
    const current = await this.replies.findOwnCurrentReply(submissionId, ownerId);
    if (!current) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
    const form = current.is_processed ? readChecklist(current.form_data) : null;
    if (current.reply_id === null || form === null) return NO_LIST;
    const ticks = await this.repository.ticksOf([current.reply_id], ownerId);
    return { reply_id: current.reply_id, items: withTicks(todoItems(form), ticks) };
  }

  /**
   * Ticks or unticks one item of the current reply version's list: 404 as `todo`; 409 when
   * `reply_id` is not the current version (re-sent or re-opened since the list was read); 400 when
   * the item is not on that list. Idempotent; nothing changes on a refusal. One transaction that
   * first locks the submission's row (FOR SHARE), so a reply sent meanwhile is waited for.
   */
  async setTodo(
    ownerId: number,
    submissionId: number,
    update: ReportTodoUpdate,
    now: Date = new Date(),
  ): Promise<ReportTodoResponse> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.replies.lockOwn(manager, submissionId, ownerId);
      if (!target) throw new NotFoundException({ detail: SUBMISSION_NOT_FOUND });
      const current = target.is_processed
        ? await this.replies.currentReply(manager, submissionId)
        : undefined;
      if (!current || current.reply_id !== update.reply_id)
        throw new ConflictException({ detail: REPORT_TODO_MESSAGES.stale });
      const form = readChecklist(current.form_data);
      const items = form ? todoItems(form) : [];
      if (!items.some((item) => item.id === update.item))
        throw validationFailed({ item: [REPORT_TODO_MESSAGES.itemUnknown] });
      const tick = { replyId: current.reply_id, userId: ownerId, item: update.item };
      if (update.done) await this.repository.tick(manager, { ...tick, doneAt: now });
      else await this.repository.untick(manager, tick);
      const ticks = await this.repository.ticksOf([current.reply_id], ownerId, manager);
      return { reply_id: current.reply_id, items: withTicks(items, ticks) };
    });
  }

  /**
   * The owner's reviewed profiles, the most recently reviewed first (at most
   * PROFILE_HISTORY_MAX_PROFILES), each with its latest PROFILE_HISTORY_MAX_REVIEWS reviews, oldest
   * first; the scores are the stored ones of each submission's current reply.
   */
  async profiles(ownerId: number): Promise<ProfileHistoryResponse> {
    const rows = await this.replies.profileReviews(
      ownerId,
      PROFILE_HISTORY_MAX_PROFILES,
      PROFILE_HISTORY_MAX_REVIEWS,
    );
    const profiles = new Map<string, ProfileHistory>();
    for (const row of rows) {
      let profile = profiles.get(row.linkedin_url);
      if (!profile) {
        profile = { linkedin_url: row.linkedin_url, reviews: [] };
        profiles.set(row.linkedin_url, profile);
      }
      profile.reviews.push({
        submission_id: row.submission_id,
        replied_at: row.replied_at.toISOString(),
        profile_score: row.profile_score,
        spam_score: row.spam_score,
      });
    }
    return { profiles: [...profiles.values()] };
  }

  /**
   * The report of each of the owner's submissions (ids of theirs, checked by the caller) whose
   * current reply has a checklist, by submission id; the others are not in the map.
   */
  async exportReports(
    ownerId: number,
    submissionIds: number[],
  ): Promise<Map<number, AccountExportReport>> {
    const replies = (await this.replies.currentReplies(submissionIds)).flatMap((reply) => {
      const form = readChecklist(reply.form_data);
      return form ? [{ ...reply, form }] : [];
    });
    const ticks = await this.repository.ticksOf(
      replies.map((reply) => reply.reply_id),
      ownerId,
    );
    return new Map(
      replies.map((reply) => [
        reply.submission_id,
        exportReport(
          reply.form,
          ticks.filter((tick) => tick.replyId === reply.reply_id),
        ),
      ]),
    );
  }
}
