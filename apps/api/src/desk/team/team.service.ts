import { Injectable } from '@nestjs/common';
import {
  type ReviewerWorkload,
  TEAM_DEFAULT_DAYS,
  type TeamWorkloadResponse,
  type WorkloadFigures,
} from '@profileproof/contracts';
import type { ExportRange } from '../export/export-range';
import { type FiguresRow, TeamFiguresRepository } from './team-figures.repository';
import { UsersRepository } from '../../users/users.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

const day = (date: Date): string => date.toISOString().slice(0, 10);

/** The period's bounds as days: omitted `to` = today (UTC), omitted `from` = TEAM_DEFAULT_DAYS days up to `to`. */
export function periodOf(range: ExportRange, now: Date): { from: string; to: string } {
  const to = range.to ?? day(now);
  const from = range.from ?? day(new Date(Date.parse(to) - (TEAM_DEFAULT_DAYS - 1) * DAY_MS));
  // `from` alone, after today: an empty period starting there.
  return { from, to: from > to ? from : to };
}

function figuresOf(row: FiguresRow | undefined, holding: number): WorkloadFigures {
  return {
    reviews: row?.reviews ?? 0,
    median_handling_minutes:
      row?.median_handling_minutes == null ? null : Math.round(row.median_handling_minutes),
    within_window_pct: row?.within_window_pct ?? null,
    avg_rating: row?.avg_rating ?? null,
    holding,
  };
}

/**
 * The reviewers' workload over a period of reply days: per admin and for the whole desk, the
 * replies sent, the median handling time (claim to reply), the share answered within the plan's
 * promised window, the mean customer rating, and what each holds (live claims) right now.
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly repository: TeamFiguresRepository,
    private readonly users: UsersRepository,
  ) {}

  async workload(range: ExportRange, now: Date = new Date()): Promise<TeamWorkloadResponse> {
    const period = periodOf(range, now);
    const start = new Date(`${period.from}T00:00:00.000Z`);
    const end = new Date(Date.parse(`${period.to}T00:00:00.000Z`) + DAY_MS);
    const [figures, holdings] = await Promise.all([
      this.repository.figures(start, end),
      this.repository.holding(now),
    ]);
    const held = new Map(holdings.map((row) => [row.admin_id, row.holding]));
    const byAdmin = new Map(
      figures
        .filter((row) => !row.is_desk && row.admin_id !== null)
        .map((row) => [row.admin_id, row]),
    );
    const accounts = await this.users.findAdminsAnd([
      ...byAdmin.keys(),
      ...held.keys(),
    ] as number[]);
    const reviewers: ReviewerWorkload[] = accounts
      .map((account) => ({
        email: account.email,
        ...figuresOf(byAdmin.get(account.id), held.get(account.id) ?? 0),
      }))
      .sort((a, b) => b.reviews - a.reviews || a.email.localeCompare(b.email));
    const deskHolding = holdings.reduce((sum, row) => sum + row.holding, 0);
    return {
      from: period.from,
      to: period.to,
      desk: figuresOf(
        figures.find((row) => row.is_desk),
        deskHolding,
      ),
      reviewers,
    };
  }
}
