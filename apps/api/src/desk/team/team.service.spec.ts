import { newTestService, type ServiceMocks } from '../../../test/support/new-test-service';
import { TeamFiguresRepository } from './team-figures.repository';
import { UsersRepository } from '../../users/users.repository';
import { periodOf, TeamService } from './team.service';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const none = { median_handling_minutes: null, within_window_pct: null, avg_rating: null };

describe(TeamService.name, () => {
  let sut: TeamService;
  let mocks: ServiceMocks;
  let repository: jest.Mocked<TeamFiguresRepository>;
  let users: jest.Mocked<UsersRepository>;

  beforeEach(() => {
    ({ sut, mocks } = newTestService(TeamService));
    repository = mocks.get(TeamFiguresRepository);
    users = mocks.get(UsersRepository);
  });

  it('defaults to the 30 days up to today, and takes the days given', () => {
    expect(periodOf({ from: null, to: null }, NOW)).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
    });
    expect(periodOf({ from: null, to: '2026-01-31' }, NOW)).toEqual({
      from: '2026-01-02',
      to: '2026-01-31',
    });
    expect(periodOf({ from: '2026-03-01', to: null }, NOW)).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(periodOf({ from: '2026-04-01', to: null }, NOW)).toEqual({
      from: '2026-04-01',
      to: '2026-04-01',
    });
  });

  it('reads the whole last day, lists every admin by reviews then e-mail, rounds minutes, counts holdings now', async () => {
    repository.figures.mockResolvedValue([
      { admin_id: 1, is_desk: false, reviews: 2, ...none, median_handling_minutes: 12.6 },
      { admin_id: null, is_desk: false, reviews: 1, ...none },
      {
        admin_id: null,
        is_desk: true,
        reviews: 3,
        ...none,
        avg_rating: 4.5,
        within_window_pct: 50,
      },
    ]);
    repository.holding.mockResolvedValue([{ admin_id: 3, holding: 2 }]);
    users.findAdminsAnd.mockResolvedValue([
      { id: 3, email: 'b@x.com' },
      { id: 2, email: 'a@x.com' },
      { id: 1, email: 'z@x.com' },
    ]);
    const answer = await sut.workload({ from: '2026-03-01', to: '2026-03-02' }, NOW);
    expect(repository.figures).toHaveBeenCalledWith(
      new Date('2026-03-01T00:00:00.000Z'),
      new Date('2026-03-03T00:00:00.000Z'),
    );
    expect(users.findAdminsAnd).toHaveBeenCalledWith([1, 3]);
    expect(answer).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
      desk: { reviews: 3, ...none, avg_rating: 4.5, within_window_pct: 50, holding: 2 },
      reviewers: [
        { email: 'z@x.com', reviews: 2, ...none, median_handling_minutes: 13, holding: 0 },
        { email: 'a@x.com', reviews: 0, ...none, holding: 0 },
        { email: 'b@x.com', reviews: 0, ...none, holding: 2 },
      ],
    });
  });
});
