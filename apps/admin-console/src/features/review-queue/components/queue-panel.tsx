import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MESSAGES, type AdminSubmission } from '@profileproof/contracts';
import { ErrorPanel, LoadingState } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { isAdminRefusal } from '../../../shared/api/admin-request';
import type { PendingWindow } from '../api/pending-submissions';
import { formatCount } from '../durations';
import { waitingCount, type QueueExtent } from '../queue-window';
import { QueueCard } from './queue-card';
import { AllCaughtUp, MoreOfTheQueue, NoMatch } from './queue-states';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

/** The Submissions step: the pending queue, earliest due first, and "Show more" when there are more. */
export function QueuePanel({
  queue,
  extent,
  me,
  filters,
  filtered,
  activeId,
  onOpen,
  onShowMore,
}: {
  queue: UseQueryResult<PendingWindow, unknown>;
  /** How the list stands to the whole queue; undefined until the list is loaded. */
  extent: QueueExtent | undefined;
  /** The signed-in admin's e-mail, to tell their claims from others'. */
  me: string | undefined;
  filters: ReactNode;
  filtered: boolean;
  /** The submission open in the Analysis step, if any. */
  activeId: number | null;
  onOpen: (submission: AdminSubmission) => void;
  /** Asks for a longer window; the current list stays on screen meanwhile. */
  onShowMore: () => void;
}) {
  const list = queue.data?.submissions;
  const now = Date.now();
  const refused = isAdminRefusal(queue.error);
  const loadingMore = queue.isPlaceholderData;

  // While a longer window loads, the list on screen is the previous one, and so is its time.
  const [updatedAt, setUpdatedAt] = useState(queue.dataUpdatedAt);
  if (queue.dataUpdatedAt > 0 && queue.dataUpdatedAt !== updatedAt)
    setUpdatedAt(queue.dataUpdatedAt);

  // "Show more" is disabled while it loads, which drops the keyboard focus: hand it to the first new
  // card (to the last card if none came, since the button is then gone).
  const listRef = useRef<HTMLOListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || loadingMore) return;
    const cards = listRef.current;
    (cards?.children[focusFrom] ?? cards?.lastElementChild)?.querySelector('button')?.focus();
    setFocusFrom(null);
  }, [focusFrom, loadingMore]);

  let content;
  if (refused) {
    content = <ErrorPanel title="Access refused" message={MESSAGES.admin.notAdmin} />;
  } else if (queue.isError && list === undefined) {
    content = (
      <ErrorPanel
        title="The queue could not be loaded"
        message={adminErrorMessage(queue.error, MESSAGES.admin.fetchFailed)}
        onRetry={() => void queue.refetch()}
      />
    );
  } else if (list === undefined) {
    content = <LoadingState label="Loading the review queue..." />;
  } else if (list.length === 0) {
    content = filtered ? <NoMatch /> : <AllCaughtUp />;
  } else {
    content = (
      <>
        <ol
          className="queue-list"
          aria-label="Pending submissions, earliest due first"
          ref={listRef}
        >
          {list.map((submission) => (
            <li key={submission.id}>
              <QueueCard
                submission={submission}
                now={now}
                me={me}
                inProgress={submission.id === activeId}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ol>
        {extent && (
          <MoreOfTheQueue
            extent={extent}
            loading={loadingMore}
            onShowMore={() => {
              setFocusFrom(list.length);
              onShowMore();
            }}
          />
        )}
      </>
    );
  }

  return (
    <div className="queue-panel">
      <div className="queue-toolbar">
        <div className="queue-toolbar__title">
          <h2>Pending submissions</h2>
          <p className="queue-toolbar__meta" aria-live="polite">
            {extent && (
              <>
                <strong>
                  {waitingCount(extent)}{' '}
                  {extent.kind === 'whole' && extent.shown === 1 ? 'submission' : 'submissions'}{' '}
                  {filtered ? 'matching' : 'waiting'}
                </strong>
                {extent.kind === 'window'
                  ? ` · showing the first ${formatCount(extent.shown)}`
                  : extent.shown > 0 && ' · earliest due first'}
                {updatedAt > 0 && ` · updated ${timeFormat.format(updatedAt)}`}
              </>
            )}
          </p>
        </div>
      </div>
      {filters}
      {/* A failed refresh keeps the last good list on screen, and says what failed. */}
      {queue.isError && !refused && list !== undefined && (
        <div className="queue-refresh-error" role="alert">
          {adminErrorMessage(queue.error, MESSAGES.admin.fetchFailed)}{' '}
          <button type="button" className="queue-link-button" onClick={() => void queue.refetch()}>
            Try again
          </button>
        </div>
      )}
      {content}
    </div>
  );
}
