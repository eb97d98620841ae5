import { Injectable } from '@nestjs/common';
import { PoolReader } from '../database/pool-reader';
import { HOLDING_SQL, REVIEWER_EMAILS_SQL, TEAM_FIGURES_SQL } from './team.sql';

/** A row of TEAM_FIGURES_SQL: one admin's figures, or the desk's (`is_desk`). */
export interface FiguresRow {
  admin_id: number | null;
  is_desk: boolean;
  reviews: number;
  median_handling_minutes: number | null;
  within_window_pct: number | null;
  avg_rating: number | null;
}

/** What the team view reads: replies of a period, live claims, the admins. Straight to the pool. */
@Injectable()
export class TeamRepository {
  constructor(private readonly reader: PoolReader) {}

  figures(from: Date, to: Date): Promise<FiguresRow[]> {
    return this.reader.rows<FiguresRow>(TEAM_FIGURES_SQL, [from, to]);
  }

  holding(at: Date): Promise<{ admin_id: number; holding: number }[]> {
    return this.reader.rows(HOLDING_SQL, [at]);
  }

  /** Every current admin's and these accounts' e-mails. */
  emails(ids: number[]): Promise<{ id: number; email: string }[]> {
    return this.reader.rows(REVIEWER_EMAILS_SQL, [ids]);
  }
}
