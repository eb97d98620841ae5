import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { generateReport, scoreAnalysis, withComputedScores, type AnalysisFieldKey } from '@profileproof/analysis';
import {
  ADMIN_EDIT_PARAM,
  MESSAGES,
  REPLY_REDIRECT_MS,
  ROUTES,
  SUCCESS_MESSAGE_MS,
  type AdminSubmission,
} from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { Alert, buttonClassName, ErrorPanel, formatDateTime, LoadingState, Page, PageHeader } from '@profileproof/ui';
import { adminErrorMessage } from '../../../shared/admin-error';
import { AdminNav } from '../../../shared/components/admin-nav';
import { useAdminStats } from '../api/admin-stats';
import { usePendingSubmissions } from '../api/pending-submissions';
import { useSendReply } from '../api/send-reply';
import { useSubmissionForEdit } from '../api/submission-for-edit';
import { draftForEdit, hasUnsavedWork, isReportEdited, newDraft, type ReviewDraft } from '../review-draft';
import { AnalysisStep } from './analysis-step';
import type { FieldValue } from './checklist-fields';
import { PreviewStep } from './preview-step';
import { QueuePanel, RefreshControls } from './queue-panel';
import { panelId, ReviewTabs, tabId, type ReviewStep } from './review-tabs';
import { StatsPanel } from './stats-panel';
import '../review-queue.css';

/** `?edit=` holds a submission id: a positive whole number, or nothing usable. */
function parseEditId(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

const LEFT_QUEUE_WARNING =
  'This submission is no longer in the pending queue: another analyst may have replied to it. Sending now replaces their reply.';

/**
 * /admin/dashboard: the analyst's workplace. Submissions (the pending queue) → Analysis (the
 * checklist with live scores) → Preview (the report, editable) → send; back to the queue after
 * 2 seconds. With ?edit={id} it reopens a processed submission, and returns to /admin/reviewed.
 */
export function ReviewQueueScreen() {
  const { isAdmin } = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const editParam = searchParams.get(ADMIN_EDIT_PARAM);
  const editId = parseEditId(editParam);
  const base = useId();

  const [autoRefresh, setAutoRefresh] = useState(true);
  const [step, setStep] = useState<ReviewStep>('submissions');
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [blankError, setBlankError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; editing: boolean } | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [loadedEditId, setLoadedEditId] = useState<number | null>(null);

  const queue = usePendingSubmissions({ autoRefresh });
  const stats = useAdminStats({ autoRefresh });
  const edit = useSubmissionForEdit(editId);
  const reply = useSendReply();
  const scores = useMemo(() => (draft ? scoreAnalysis(draft.form) : null), [draft]);

  // Edit mode: fill the checklist and the preview once, when the submission arrives.
  if (edit.data && edit.data.id === editId && loadedEditId !== edit.data.id) {
    setLoadedEditId(edit.data.id);
    setDraft(draftForEdit(edit.data));
    setStep('analysis');
    setNotice(null);
  }

  // After a reply: 2 seconds to read the confirmation, then back to the queue (or the reviewed list).
  const { reset: resetReply } = reply;
  const { refetch: refetchQueue } = queue;
  useEffect(() => {
    if (!sentTo) return;
    const timer = setTimeout(() => {
      if (sentTo.editing) {
        navigate(ROUTES.adminReviewed);
        return;
      }
      setSentTo(null);
      setDraft(null);
      setStep('submissions');
      setFlash(MESSAGES.admin.replySent(sentTo.email));
      resetReply();
      void refetchQueue();
    }, REPLY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sentTo, navigate, resetReply, refetchQueue]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  // Closing or reloading the tab with an unsent analysis asks the browser's own question first.
  const unsaved = hasUnsavedWork(draft) && !sentTo;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // A new step starts at its top: if the analyst scrolled past the tabs (a long checklist), bring them back.
  const workspace = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = workspace.current;
    if (element && element.getBoundingClientRect().top < 0 && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'start' });
    }
  }, [step]);

  const goTo = (next: ReviewStep) => {
    setNotice(null);
    setBlankError(null);
    // Leaving the checklist drops what was typed into a number box but never valid: the box shows
    // the checklist's value again when the analyst comes back, so nothing unseen blocks the report.
    if (next !== 'analysis') {
      setDraft((current) => (current && current.invalidFields.length > 0 ? { ...current, invalidFields: [] } : current));
    }
    setStep(next);
  };

  const selectStep = (next: ReviewStep) => {
    if (next === 'analysis' && !draft) {
      setNotice(MESSAGES.admin.selectSubmissionFirst);
    } else if (next === 'preview' && !draft?.report.trim()) {
      setNotice(MESSAGES.admin.generateAnalysisFirst);
    } else {
      goTo(next);
    }
  };

  const openSubmission = (submission: AdminSubmission) => {
    if (sentTo) return;
    if (draft?.submission.id === submission.id) {
      goTo('analysis');
      return;
    }
    if (draft && hasUnsavedWork(draft) && !window.confirm(MESSAGES.admin.discardAnalysis(draft.submission.email))) return;
    if (editParam !== null) setSearchParams({}, { replace: true });
    reply.reset();
    setDraft(newDraft(submission));
    goTo('analysis');
  };

  const updateDraft = (change: (current: ReviewDraft) => ReviewDraft) =>
    setDraft((current) => (current ? change(current) : current));

  const changeField = (key: AnalysisFieldKey, value: FieldValue) =>
    updateDraft((current) => ({ ...current, form: { ...current.form, [key]: value }, formEdited: true }));

  const setFieldValidity = (key: AnalysisFieldKey, valid: boolean) =>
    updateDraft((current) => {
      const others = current.invalidFields.filter((field) => field !== key);
      return { ...current, invalidFields: valid ? others : [...others, key] };
    });

  const generate = () => {
    if (!draft) return;
    if (draft.invalidFields.length > 0) {
      setNotice(MESSAGES.admin.fixChecklistFirst);
      return;
    }
    const keepEdits = isReportEdited(draft) && draft.report.trim() !== '' && !window.confirm(MESSAGES.admin.overwriteReport);
    if (!keepEdits) {
      const report = generateReport(draft.form, { profileUrl: draft.submission.linkedin_url });
      updateDraft((current) => ({ ...current, report, reportBaseline: report }));
    }
    goTo('preview');
  };

  const cancel = () => {
    if (step === 'preview') goTo('analysis');
    else if (draft?.editing) navigate(ROUTES.adminReviewed);
    else goTo('submissions');
  };

  const send = () => {
    if (!draft) {
      setNotice(MESSAGES.admin.selectSubmissionFirst);
      return;
    }
    if (!draft.report.trim()) {
      setBlankError(MESSAGES.admin.generateAnalysisFirst);
      return;
    }
    setBlankError(null);
    const { submission, report, form } = draft;
    reply.mutate(
      { id: submission.id, body: { reply: report, analysis: { ...withComputedScores(form) } } },
      { onSuccess: () => setSentTo({ email: submission.email, editing: draft.editing !== null }) },
    );
  };

  const header = (
    <>
      <PageHeader
        eyebrow="Admin console"
        title="Admin Dashboard"
        subtitle="Work through the pending queue: analyse each profile, check the report, send it."
        actions={
          isAdmin && (
            <RefreshControls
              autoRefresh={autoRefresh}
              onToggleAutoRefresh={() => setAutoRefresh((on) => !on)}
              refreshing={queue.isFetching || stats.isFetching}
              onRefresh={() => {
                void queue.refetch();
                void stats.refetch();
              }}
            />
          )
        }
      />
      <AdminNav />
    </>
  );

  if (!isAdmin) {
    return (
      <Page>
        {header}
        <ErrorPanel title="Access refused" message={MESSAGES.admin.notAdmin}>
          <Link to={ROUTES.login} className={buttonClassName('primary')}>
            Log in
          </Link>
        </ErrorPanel>
      </Page>
    );
  }

  const editFailed = editParam !== null && !draft && (editId === null || edit.isError);
  if (editFailed || (editParam !== null && !draft && edit.isPending)) {
    return (
      <Page>
        {header}
        {editFailed ? (
          <ErrorPanel
            title="This reply cannot be edited"
            message={edit.isError ? adminErrorMessage(edit.error, MESSAGES.admin.editLoadFailed) : MESSAGES.admin.editLoadFailed}
          >
            <Link to={ROUTES.adminReviewed} className={buttonClassName('primary')}>
              Back to reviewed submissions
            </Link>
          </ErrorPanel>
        ) : (
          <LoadingState label="Loading the submission to edit..." />
        )}
      </Page>
    );
  }

  const list = queue.data;
  const leftQueue =
    draft !== null && !draft.editing && !sentTo && list !== undefined && !list.some((item) => item.id === draft.submission.id);
  const editing = draft?.editing ?? null;
  const lastSent = editing?.reply_history.at(-1)?.sent_at ?? editing?.admin_reply_date ?? null;
  const versions = editing?.reply_history.length ?? 0;

  let panel;
  if (step === 'analysis' && draft && scores) {
    panel = (
      <AnalysisStep
        draft={draft}
        scores={scores}
        warning={leftQueue ? LEFT_QUEUE_WARNING : draft.storedChecklistInvalid ? MESSAGES.admin.storedChecklistInvalid : null}
        onChange={changeField}
        onValidity={setFieldValidity}
        onCancel={cancel}
        onGenerate={generate}
      />
    );
  } else if (step === 'preview' && draft) {
    panel = (
      <PreviewStep
        draft={draft}
        onReportChange={(report) => {
          setBlankError(null);
          updateDraft((current) => ({ ...current, report }));
        }}
        onCancel={cancel}
        onSend={send}
        sending={reply.isPending}
        sentNotice={
          sentTo
            ? `${MESSAGES.admin.replySent(sentTo.email)} ${sentTo.editing ? 'Returning to the reviewed submissions...' : 'Returning to the queue...'}`
            : null
        }
        blankError={blankError}
        sendError={reply.isError ? adminErrorMessage(reply.error, MESSAGES.admin.replyFailed) : null}
      />
    );
  } else {
    panel = (
      <QueuePanel
        queue={queue}
        activeId={draft?.submission.id ?? null}
        onOpen={openSubmission}
      />
    );
  }

  return (
    <Page>
      {header}
      <StatsPanel stats={stats} />
      {editing && (
        <div className="edit-banner" role="note">
          <strong>Editing a reply{lastSent ? ` sent on ${formatDateTime(lastSent)}` : ''}.</strong>{' '}
          Sending replaces what {editing.email} sees; the reply history keeps every version
          {versions > 0 ? ` (${versions} so far)` : ''}. <Link to={ROUTES.adminReviewed}>Back to reviewed submissions</Link>
        </div>
      )}
      <div className="review-workspace" ref={workspace}>
        <ReviewTabs
          base={base}
          current={step}
          onSelect={selectStep}
          details={{
            submissions: list ? `${list.length} pending` : undefined,
            analysis: draft ? draft.submission.email : 'Select a submission',
            preview: draft?.report.trim() ? `${draft.report.length.toLocaleString()} characters` : 'Generate a report',
          }}
        />
        <div className="review-workspace__messages">
          {notice && <Alert tone="warning">{notice}</Alert>}
          {flash && <Alert tone="success">{flash}</Alert>}
        </div>
        <div role="tabpanel" id={panelId(base)} aria-labelledby={tabId(base, step)} className="review-workspace__panel">
          {panel}
        </div>
      </div>
    </Page>
  );
}
