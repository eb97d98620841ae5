import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, ROUTES, type AdminSubmission, type ProcessedListResponse } from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import {
  Alert,
  Button,
  buttonClassName,
  Card,
  ConfirmDialog,
  ErrorPanel,
  InboxIcon,
  LoadingState,
  Page,
  PageHeader,
  RefreshIcon,
} from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { isAdminRefusal } from '../../../shared/api/admin-request';
import { useLiveRefresh } from '../../../shared/api/use-live-refresh';
import { AdminNav } from '../../../shared/components/admin-nav';
import { useFlashMessage } from '../../../shared/use-flash-message';
import { useDeleteProcessedSubmission } from '../api/delete-processed-submission';
import { PROCESSED_SUBMISSIONS_QUERY_KEY, processedPageKey, useProcessedSubmissions } from '../api/processed-submissions';
import { Pager } from '../../../shared/components/pager';
import { PAGE_PARAM, parsePage, withPage } from '../../../shared/page-param';
import { displayUrl } from '../reviewed-list';
import { ExportForm } from './export-form';
import { ReviewedItem } from './reviewed-item';
import '../reviewed.css';
import { NotAdminPanel } from '../../../shared/components/not-admin-panel';

function EmptyState() {
  return (
    <Card className="pp-panel pp-panel--info reviewed-empty">
      <div className="pp-panel__icon" aria-hidden="true">
        <InboxIcon size={24} />
      </div>
      <h2>Nothing reviewed yet</h2>
      <p className="pp-panel__message">Every reply you send from the review queue is listed here, newest first, ready to edit or delete.</p>
      <Link to={ROUTES.adminDashboard} className={buttonClassName('primary')}>
        Go to the review queue
      </Link>
    </Card>
  );
}

const countLabel = (count: number) => `${count.toLocaleString()} reviewed ${count === 1 ? 'submission' : 'submissions'}`;

/** /admin/reviewed: every submission that has a reply, newest reply first, ten a page; edit (re-send) or delete. */
/** A reply, a re-opened or a deleted submission changes the reviewed pages. */
const LIVE_QUERIES = [PROCESSED_SUBMISSIONS_QUERY_KEY];

export function ReviewedScreen() {
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(PAGE_PARAM));
  const list = useProcessedSubmissions(page);
  useLiveRefresh(LIVE_QUERIES);
  const deletion = useDeleteProcessedSubmission();
  const [toDelete, setToDelete] = useState<AdminSubmission | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, showNotice] = useFlashMessage();
  const listTop = useRef<HTMLDivElement>(null);
  // The deleted row held the focus (its Delete button): hand it to the top of the list once the notice shows.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    listTop.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const answer: ProcessedListResponse | undefined = list.data;
  const settled = answer && !list.isPlaceholderData ? answer : undefined;

  // Past the last page the server answers the last one: show its number, keep its answer for it.
  const answeredPage = settled ? Math.max(1, settled.current_page) : page;
  useEffect(() => {
    if (!settled || answeredPage === page) return;
    queryClient.setQueryData(processedPageKey(answeredPage), settled);
    setParams((current) => withPage(current, answeredPage), { replace: true });
  }, [answeredPage, page, queryClient, setParams, settled]);

  const changePage = (next: number) => {
    setDeleteError(null);
    setParams((current) => withPage(current, next));
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, email } = toDelete;
    setDeleteError(null);
    deletion.mutate(id, {
      onSuccess: () => {
        setToDelete(null);
        showNotice(`Deleted the submission from ${email}.`);
        setRefocus(true);
      },
      onError: (error) => {
        setToDelete(null);
        setDeleteError(adminErrorMessage(error, MESSAGES.admin.deleteFailed));
      },
    });
  };

  let content;
  if (!isAdmin) {
    content = <NotAdminPanel />;
  } else if (answer && answer.total_count === 0 && answer.submissions.length === 0) {
    content = <EmptyState />;
  } else if (answer && answer.submissions.length > 0) {
    const shownPage = list.isPlaceholderData ? page : answeredPage;
    const totalPages = Math.max(1, answer.total_pages, shownPage);
    content = (
      <>
        {list.isError && (
          <Alert tone="error">
            <div className="reviewed-inline-error">
              <span>{adminErrorMessage(list.error, MESSAGES.admin.fetchFailed)}</span>
              {!isAdminRefusal(list.error) && (
                <Button variant="secondary" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              )}
            </div>
          </Alert>
        )}
        <ul
          className={['reviewed-list', list.isPlaceholderData && 'reviewed-list--loading'].filter(Boolean).join(' ')}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {answer.submissions.map((submission) => (
            <li key={submission.id}>
              <ReviewedItem submission={submission} onDelete={setToDelete} />
            </li>
          ))}
        </ul>
        {totalPages > 1 && <Pager page={shownPage} totalPages={totalPages} label="Pages of reviewed submissions" onChange={changePage} />}
      </>
    );
  } else if (list.isError) {
    const refused = isAdminRefusal(list.error);
    content = (
      <ErrorPanel
        title="Reviewed submissions could not be shown"
        message={adminErrorMessage(list.error, MESSAGES.admin.fetchFailed)}
        onRetry={refused ? undefined : () => void list.refetch()}
      />
    );
  } else {
    content = <LoadingState label="Loading reviewed submissions..." />;
  }

  return (
    <Page>
      <PageHeader
        eyebrow="Admin console"
        title="Reviewed Submissions"
        subtitle="Every reply you have sent, newest first. Edit one to correct and re-send it."
        actions={
          isAdmin && answer ? (
            <Button variant="secondary" onClick={() => void list.refetch()} busy={list.isFetching && !list.isPlaceholderData}>
              {!(list.isFetching && !list.isPlaceholderData) && <RefreshIcon />}
              Refresh
            </Button>
          ) : undefined
        }
      />
      <AdminNav />
      <div ref={listTop} className="reviewed-top" tabIndex={-1}>
        {isAdmin && answer && answer.total_count > 0 && (
          <>
            <ExportForm />
            <p className="reviewed-count">{countLabel(answer.total_count)}</p>
          </>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        {deleteError && <Alert tone="error">{deleteError}</Alert>}
      </div>
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete submission"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>{MESSAGES.admin.confirmDelete}</p>
        {toDelete && (
          <p className="reviewed-dialog__who">
            {toDelete.email} · {displayUrl(toDelete.linkedin_url)}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}
