import { readChecklist, withReportDate } from '@profileproof/analysis';
import { MESSAGES, type Submission } from '@profileproof/contracts';
import { isHttpError } from '@profileproof/session';
import { formatDateTime } from '@profileproof/ui';
import { ReportView, type ReportViewProps } from '@profileproof/ui/report';
import { useReportTodo, useTickTodo } from '../../../shared/api/report';
import { ProfileProgress } from './profile-progress';

const text = MESSAGES.submissionDetails;

/** The customer's to-do list: the server's, with their ticks; each tick stored as it is made. */
function useTodo(submission: Submission, enabled: boolean): ReportViewProps['todo'] {
  const list = useReportTodo(submission.id, submission.admin_reply_date, enabled);
  const tick = useTickTodo(submission.id);
  if (!list.data || list.data.reply_id === null) return undefined;
  const replyId = list.data.reply_id;
  return {
    items: list.data.items,
    pendingId: tick.isPending ? (tick.variables?.item ?? null) : null,
    onToggle: (item, done) => tick.mutate({ reply_id: replyId, item, done }),
    error: tick.isError
      ? isHttpError(tick.error, [409])
        ? 'The report was updated meanwhile: its to-do list is shown again.'
        : 'Your tick was not saved. Check your connection, then try again.'
      : null,
  };
}

/**
 * 'Analysis Response': the report drawn from the reply's checklist (figures, checks, to-do list,
 * progress) above the reviewer's words; a reply without a checklist shows its words alone.
 */
export function AnalysisResponse({ submission }: { submission: Submission }) {
  const repliedAt = submission.admin_reply_date;
  const form = readChecklist(submission.form_data);
  const todo = useTodo(submission, form !== null);
  const reply = submission.admin_reply ?? '';
  return (
    <section className="pp-card details-analysis" aria-labelledby="details-analysis-title">
      <div className="details-section__head">
        <h2 id="details-analysis-title">{text.analysisResponse}</h2>
        {repliedAt && (
          <p className="details-muted">
            {text.receivedOn} <time dateTime={repliedAt}>{formatDateTime(repliedAt)}</time>
          </p>
        )}
      </div>
      <ReportView
        form={form}
        // The report's date as the customer's calendar reads the reply's sending time: the same day as 'Received on'.
        reply={repliedAt ? withReportDate(reply, new Date(repliedAt)) : reply}
        todo={todo}
        progress={form && <ProfileProgress submission={submission} form={form} />}
      />
    </section>
  );
}
