import { useSearchParams } from 'react-router';
import { DESK_SCREENS } from '@profileproof/contracts/desk';
import { isHttpError, useSession } from '@profileproof/session';
import { formatCalendarDay, Page } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { useLiveRefresh } from '../../../shared/api/use-live-refresh';
import { AdminListHeader } from '../../../shared/components/admin-list-header';
import { ListErrorAlert } from '../../../shared/components/list-error-alert';
import { TEAM_QUERY_KEY, useTeamWorkload } from '../api/team-workload';
import { periodToParams, readTeamPeriod } from '../team-period';
import { TeamPeriodForm } from './team-period-form';
import { TeamTable } from './team-table';
import '../team.css';

const TEXT = DESK_SCREENS.team;
const LIVE_QUERIES = [TEAM_QUERY_KEY];

/** The API's refusal of a bound (400 `errors: {from|to: [...]}`), field by field. */
function periodErrors(error: unknown): { from?: string; to?: string } {
  const errors = isHttpError(error, 400) ? error.body?.errors : undefined;
  return { from: errors?.['from']?.[0], to: errors?.['to']?.[0] };
}

/**
 * /admin/team: each reviewer's workload and the desk's over a period of reply days (the address
 * keeps it: ?from=&to=), read again as replies, claims and ratings happen.
 */
export function TeamScreen() {
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const period = readTeamPeriod(params);
  const team = useTeamWorkload(period);
  useLiveRefresh(LIVE_QUERIES);
  const errors = team.isError ? periodErrors(team.error) : {};
  const data = team.data;

  return (
    <Page>
      <AdminListHeader
        title={TEXT.title}
        subtitle={TEXT.subtitle}
        refresh={
          isAdmin ? { busy: team.isFetching, onRefresh: () => void team.refetch() } : undefined
        }
      />
      {isAdmin && (
        <div className="team-top">
          <TeamPeriodForm
            key={`${period.from}/${period.to}`}
            period={period}
            errors={errors}
            onApply={(next) => setParams(periodToParams(next))}
          />
          {data && (
            <p className="team-count">
              {TEXT.period(formatCalendarDay(data.from), formatCalendarDay(data.to))}
            </p>
          )}
        </div>
      )}
      {team.isError && !errors.from && !errors.to && (
        <ListErrorAlert
          message={adminErrorMessage(team.error, TEXT.loadFailed)}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      )}
      {data && <TeamTable desk={data.desk} reviewers={data.reviewers} />}
    </Page>
  );
}
