import { type ReviewerWorkload, type WorkloadFigures } from '@profileproof/contracts';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { TableScroller } from '@profileproof/ui';
import { EmailText } from '../../../shared/components/email-text';
import { formatMinutes } from '../team-period';

const TEXT = DESK_SCREENS.team;
const COLUMNS = TEXT.columns;

function FigureCells({ figures }: { figures: WorkloadFigures }) {
  const none = TEXT.none;
  return (
    <>
      <td data-label={COLUMNS.reviews}>{figures.reviews}</td>
      <td data-label={COLUMNS.handling}>
        {formatMinutes(figures.median_handling_minutes) ?? none}
      </td>
      <td data-label={COLUMNS.window}>
        {figures.within_window_pct === null ? none : `${figures.within_window_pct}%`}
      </td>
      <td data-label={COLUMNS.rating}>
        {figures.avg_rating === null ? none : `${figures.avg_rating.toFixed(1)} / 5`}
      </td>
      <td data-label={COLUMNS.holding}>{figures.holding}</td>
    </>
  );
}

/** One row per reviewer, then the whole desk; on a phone each row is a card of labelled figures. */
export function TeamTable({
  desk,
  reviewers,
}: {
  desk: WorkloadFigures;
  reviewers: ReviewerWorkload[];
}) {
  return (
    <TableScroller label={TEXT.tableLabel} className="team-scroll">
      <table className="pp-table team-table">
        <caption className="pp-visually-hidden">{TEXT.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.reviewer}</th>
            <th scope="col">{COLUMNS.reviews}</th>
            <th scope="col">{COLUMNS.handling}</th>
            <th scope="col">{COLUMNS.window}</th>
            <th scope="col">{COLUMNS.rating}</th>
            <th scope="col">{COLUMNS.holding}</th>
          </tr>
        </thead>
        <tbody>
          {reviewers.map((reviewer) => (
            <tr key={reviewer.email}>
              <th scope="row" className="team-table__who">
                <EmailText email={reviewer.email} />
              </th>
              <FigureCells figures={reviewer} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="team-table__desk">
            <th scope="row" className="team-table__who">
              {TEXT.desk}
            </th>
            <FigureCells figures={desk} />
          </tr>
        </tfoot>
      </table>
    </TableScroller>
  );
}
