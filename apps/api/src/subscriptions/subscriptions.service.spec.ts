import { newTestService, type ServiceMocks } from '../../test/support/new-test-service';
import { SubscriptionsRepository, type UsageRow } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const MONTH_START = new Date('2026-03-01T00:00:00.000Z');
const NEXT_MONTH = '2026-04-01T00:00:00.000Z';
const noRow = (used: number): UsageRow => ({
  id: null,
  tier: null,
  end_date: null,
  source: null,
  used,
});
const row = (tier: string, endDate: Date | null, used = 0): UsageRow => ({
  id: 7,
  tier,
  end_date: endDate,
  source: 'admin',
  used,
});

describe(SubscriptionsService.name, () => {
  let sut: SubscriptionsService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<SubscriptionsRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(SubscriptionsService));
    repository = mocks.get(SubscriptionsRepository);
  });

  describe('usageFor', () => {
    it("counts from the first of the month (UTC), in the caller's transaction when given one", async () => {
      repository.findUsage.mockResolvedValue(noRow(0));
      await sut.usageFor(3, mocks.manager, NOW);
      expect(repository.findUsage).toHaveBeenCalledWith(3, MONTH_START, mocks.manager, NOW);
    });

    it('answers free, from the default, without a subscription row', async () => {
      repository.findUsage.mockResolvedValue(noRow(1));
      const { effective, usage } = await sut.usageFor(3, undefined, NOW);
      expect(effective).toEqual({
        tier: 'free',
        subscription: null,
        source: 'default',
        expired: false,
      });
      expect(usage).toEqual({
        used: 1,
        limit: 1,
        remaining: 0,
        period_start: MONTH_START.toISOString(),
        resets_at: NEXT_MONTH,
      });
    });

    it("answers the row's tier while it lasts, with what remains of its limit", async () => {
      repository.findUsage.mockResolvedValue(row('basic', new Date('2026-03-16T00:00:00Z'), 5));
      const { effective, usage } = await sut.usageFor(3, undefined, NOW);
      expect(effective).toMatchObject({ tier: 'basic', source: 'subscription', expired: false });
      expect(usage).toMatchObject({ used: 5, limit: 24, remaining: 19 });
    });

    it('counts an expired subscription as free, and says it expired', async () => {
      repository.findUsage.mockResolvedValue(row('premium', NOW, 3));
      const { effective, usage } = await sut.usageFor(3, undefined, NOW);
      expect(effective).toMatchObject({ tier: 'free', source: 'subscription', expired: true });
      expect(usage).toMatchObject({ used: 3, limit: 1, remaining: 0 });
    });

    it('falls back to free for a plan that no longer exists', async () => {
      repository.findUsage.mockResolvedValue(row('gold', null, 0));
      const { effective } = await sut.usageFor(3, undefined, NOW);
      expect(effective).toMatchObject({ tier: 'free', source: 'subscription', expired: false });
    });

    it('has no limit and nothing remaining to count on premium', async () => {
      repository.findUsage.mockResolvedValue(row('premium', null, 40));
      const { usage } = await sut.usageFor(3, undefined, NOW);
      expect(usage).toMatchObject({ used: 40, limit: null, remaining: null });
    });
  });

  it("subscriptionFor answers the contract's body", async () => {
    const endDate = new Date('2026-05-01T00:00:00.000Z');
    repository.findUsage.mockResolvedValue(row('basic', endDate, 2));
    await expect(sut.subscriptionFor(3, NOW)).resolves.toEqual({
      tier: 'basic',
      end_date: endDate.toISOString(),
      subscription_id: 7,
      debug_info: { source: 'subscription', expired: false, checked_at: NOW.toISOString() },
      usage: {
        used: 2,
        limit: 24,
        remaining: 22,
        period_start: MONTH_START.toISOString(),
        resets_at: NEXT_MONTH,
      },
    });
    expect(repository.findUsage).toHaveBeenCalledWith(3, MONTH_START, undefined, NOW);
  });
});
