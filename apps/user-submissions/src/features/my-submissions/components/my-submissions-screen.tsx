import { Link } from 'react-router';
import { ROUTES, type Submission } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import {
  Button,
  buttonClassName,
  Card,
  ErrorPanel,
  InboxIcon,
  LoadingState,
  Page,
  PageHeader,
} from '@profileproof/ui';
import { useLiveSubmissionUpdates } from '../../../shared/api/live-submission-updates';
import { useProfileHistory } from '../../../shared/api/report';
import { useUserSubmissionPages } from '../../../shared/api/user-submissions';
import { mySubmissionsProblem } from '../my-submissions-error';
import { latestScoreTrends } from './score-trend';
import { SubmissionCard } from './submission-card';
import '../my-submissions.css';

const submitAnotherLink = (
  <Link to={ROUTES.inputMain} className={buttonClassName('primary')}>
    Submit another profile
  </Link>
);

function EmptyState() {
  return (
    <Card className="pp-panel pp-panel--info submissions-empty">
      <div className="pp-panel__icon" aria-hidden="true">
        <InboxIcon size={24} />
      </div>
      <h2>No submissions yet</h2>
      <p className="pp-panel__message">
        Submit your LinkedIn profile and a reviewer will analyse it by hand. Your report will appear
        here.
      </p>
      <Link to={ROUTES.inputMain} className={buttonClassName('primary')}>
        Submit your profile
      </Link>
    </Card>
  );
}

/** Counts of the submissions loaded; with older ones still to load, it says these are the most recent. */
function Summary({ submissions, more }: { submissions: Submission[]; more: boolean }) {
  const reviewed = submissions.filter((submission) => submission.is_processed).length;
  const pending = submissions.length - reviewed;
  return (
    <p className="submissions-summary">
      {more ? 'Your most recent ' : ''}
      {submissions.length} {submissions.length === 1 ? 'submission' : 'submissions'} · {reviewed}{' '}
      reviewed · {pending} pending review
    </p>
  );
}

/**
 * /my-submissions: every profile the user sent, newest first, and where each review stands: a
 * page at a time, Load more reads the next (older) one, up to the first they ever sent.
 */
export function MySubmissionsScreen() {
  const { isAuthenticated } = useSession();
  const pages = useUserSubmissionPages();
  const submissions = pages.query;
  const trends = latestScoreTrends(useProfileHistory().data);
  useLiveSubmissionUpdates();
  const list = submissions.data?.submissions;
  const more = pages.hasMore;

  let content;
  if (list && list.length === 0) {
    content = <EmptyState />;
  } else if (list) {
    content = (
      <>
        <Summary submissions={list} more={more} />
        <ul className="submissions-grid">
          {list.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} trend={trends.get(submission.id)} />
            </li>
          ))}
        </ul>
        {more && (
          <div className="submissions-more">
            <Button variant="secondary" busy={pages.loadingMore} onClick={pages.loadMore}>
              {pages.loadingMore ? 'Loading more...' : 'Load more'}
            </Button>
          </div>
        )}
      </>
    );
  } else if (submissions.isError || !isAuthenticated) {
    const problem = mySubmissionsProblem(submissions.error, isAuthenticated);
    content = (
      <ErrorPanel
        title="Your submissions could not be shown"
        message={problem.message}
        onRetry={problem.canRetry ? () => void submissions.refetch() : undefined}
      >
        {!problem.canRetry && (
          <Link to={ROUTES.login} className={buttonClassName('primary')}>
            Log in
          </Link>
        )}
      </ErrorPanel>
    );
  } else {
    content = <LoadingState label="Loading your submissions..." />;
  }

  return (
    <Page>
      <PageHeader
        eyebrow="Your dashboard"
        title="My Submissions"
        subtitle="Every profile you have sent us, and the reviewer's analysis once it is ready."
        actions={list && list.length > 0 ? submitAnotherLink : undefined}
      />
      {content}
    </Page>
  );
}
