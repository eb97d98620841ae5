import { ConflictException, NotFoundException } from '@nestjs/common';
import { createDefaultFormData, todoItems } from '@profileproof/analysis';
import { REPORT_TODO_MESSAGES, SUBMISSION_NOT_FOUND } from '@profileproof/contracts';
import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { ReplyVersionsRepository } from '../reply-versions.repository';
import { ReportRepository } from './report.repository';
import { ReportService } from './report.service';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const FORM = { ...createDefaultFormData('https://www.linkedin.com/in/ada/'), connections: 300 };
const ITEMS = todoItems(FORM).map((item) => item.id);

describe(ReportService.name, () => {
  let sut: ReportService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<ReportRepository>;
  let replies: jest.Mocked<ReplyVersionsRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(ReportService));
    repository = mocks.get(ReportRepository);
    replies = mocks.get(ReplyVersionsRepository);
    replies.findOwnCurrentReply.mockResolvedValue({
      is_processed: true,
      reply_id: 31,
      form_data: FORM,
    });
    replies.lockOwn.mockResolvedValue({ is_processed: true });
    replies.currentReply.mockResolvedValue({ reply_id: 31, form_data: FORM });
    repository.ticksOf.mockResolvedValue([]);
  });

  it("lists the current reply's items with the owner's ticks of that version", async () => {
    repository.ticksOf.mockResolvedValue([{ replyId: 31, item: ITEMS[1], doneAt: NOW }]);
    const list = await sut.todo(5, 8);
    expect(replies.findOwnCurrentReply).toHaveBeenCalledWith(8, 5);
    expect(repository.ticksOf).toHaveBeenCalledWith([31], 5);
    expect(list.reply_id).toBe(31);
    expect(list.items.map((item) => item.id)).toEqual(ITEMS);
    expect(list.items[1]).toMatchObject({ done: true, done_at: NOW.toISOString() });
    expect(list.items[0]).toMatchObject({ done: false, done_at: null });
  });

  it('has no list while pending, without a reply or without a checklist; 404 for what is not the caller’s', async () => {
    for (const current of [
      { is_processed: false, reply_id: 31, form_data: FORM },
      { is_processed: true, reply_id: null, form_data: null },
      { is_processed: true, reply_id: 31, form_data: null },
      { is_processed: true, reply_id: 31, form_data: {} },
    ]) {
      replies.findOwnCurrentReply.mockResolvedValue(current);
      await expect(sut.todo(5, 8)).resolves.toEqual({ reply_id: null, items: [] });
    }
    replies.findOwnCurrentReply.mockResolvedValue(undefined);
    await expect(sut.todo(5, 8)).rejects.toEqual(
      new NotFoundException({ detail: SUBMISSION_NOT_FOUND }),
    );
    expect(repository.ticksOf).not.toHaveBeenCalled();
  });

  it('ticks and unticks an item of the current version in the transaction, after locking the submission', async () => {
    await sut.setTodo(5, 8, { reply_id: 31, item: ITEMS[0], done: true }, NOW);
    expect(replies.lockOwn).toHaveBeenCalledWith(mocks.manager, 8, 5);
    expect(repository.tick).toHaveBeenCalledWith(mocks.manager, {
      replyId: 31,
      userId: 5,
      item: ITEMS[0],
      doneAt: NOW,
    });
    await sut.setTodo(5, 8, { reply_id: 31, item: ITEMS[0], done: false }, NOW);
    expect(repository.untick).toHaveBeenCalledWith(mocks.manager, {
      replyId: 31,
      userId: 5,
      item: ITEMS[0],
    });
    expect(repository.ticksOf).toHaveBeenCalledWith([31], 5, mocks.manager);
  });

  it('refuses (nothing written): 404 not the caller’s, 409 a stale or pending version, 400 an item not on the list', async () => {
    const update = { reply_id: 31, item: ITEMS[0], done: true };
    replies.lockOwn.mockResolvedValueOnce(undefined);
    await expect(sut.setTodo(5, 8, update)).rejects.toBeInstanceOf(NotFoundException);
    const stale = new ConflictException({ detail: REPORT_TODO_MESSAGES.stale });
    await expect(sut.setTodo(5, 8, { ...update, reply_id: 30 })).rejects.toEqual(stale);
    replies.lockOwn.mockResolvedValueOnce({ is_processed: false });
    await expect(sut.setTodo(5, 8, update)).rejects.toEqual(stale);
    await expect(
      sut.setTodo(5, 8, { ...update, item: 'hasProfessionalPhoto-nope' }),
    ).rejects.toMatchObject({
      response: { errors: { item: [REPORT_TODO_MESSAGES.itemUnknown] } },
    });
    expect(repository.tick).not.toHaveBeenCalled();
    expect(repository.untick).not.toHaveBeenCalled();
  });

  it('groups the reviews by profile in the order read', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const row = (url: string, id: number, day: number) => ({
      linkedin_url: url,
      submission_id: id,
      replied_at: at(day),
      profile_score: id,
      spam_score: 0,
    });
    replies.profileReviews.mockResolvedValue([row('a', 1, 1), row('a', 3, 5), row('b', 2, 3)]);
    const answer = await sut.profiles(5);
    expect(replies.profileReviews).toHaveBeenCalledWith(5, 100, 50);
    expect(
      answer.profiles.map((p) => [p.linkedin_url, p.reviews.map((r) => r.submission_id)]),
    ).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
    expect(answer.profiles[0].reviews[1]).toEqual({
      submission_id: 3,
      replied_at: at(5).toISOString(),
      profile_score: 3,
      spam_score: 0,
    });
  });
});
