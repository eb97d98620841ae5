import { useRef } from 'react';
import { ADMIN_REPLY_MAX_LENGTH } from '@profileproof/contracts';
import { Alert, Button, CheckIcon, SendIcon, TextAreaField } from '@profileproof/ui';
import { ReportView } from '@profileproof/ui/report';
import { SnippetsPanel } from '../../../shared/snippets/components/snippets-panel';
import type { ReviewDraft } from '../review-draft';

/**
 * The Preview step: the report exactly as the customer will read it (the same component, drawn
 * from the checklist being edited), the reviewer's words to edit, and the send button.
 */
export function PreviewStep({
  draft,
  onReportChange,
  onCancel,
  onSend,
  sending,
  sentNotice,
  reportError,
  sendError,
}: {
  draft: ReviewDraft;
  onReportChange: (report: string) => void;
  onCancel: () => void;
  onSend: () => void;
  sending: boolean;
  /** Set once the reply went out: said next to the button the analyst just pressed. */
  sentNotice: string | null;
  /** The analyst tried to send a report that cannot go out: blank, or with `{placeholders}` left. */
  reportError: string | null;
  sendError: string | null;
}) {
  const sent = sentNotice !== null;
  const reportField = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="preview-step">
      <p className="preview-step__intro">
        This is the reply <strong>{draft.submission.email}</strong> will read on their submission
        page, drawn from your checklist. Edit your words below it freely: line breaks are kept.
      </p>
      <section className="preview-step__report" aria-label="The report as the customer will see it">
        <ReportView form={draft.form} reply={draft.report} />
      </section>
      <TextAreaField
        ref={reportField}
        className="preview-step__field"
        label="Report"
        hint="Plain text. Lines underlined with = or - show as headings to the customer."
        value={draft.report}
        onChange={(event) => onReportChange(event.target.value)}
        maxLength={ADMIN_REPLY_MAX_LENGTH}
        rows={22}
        spellCheck
        readOnly={sending || sent}
        error={reportError}
      />
      <SnippetsPanel
        form={draft.form}
        profileUrl={draft.submission.linkedin_url}
        field={reportField}
        report={draft.report}
        onInsert={onReportChange}
        disabled={sending || sent}
      />
      {/* Kept together, and in view on small screens: what happened, next to the button that did it. */}
      <div className="step-footer">
        {sendError && <Alert tone="error">{sendError}</Alert>}
        {sentNotice && <Alert tone="success">{sentNotice}</Alert>}
        <div className="step-actions">
          <Button variant="secondary" onClick={onCancel} disabled={sending || sent}>
            Cancel
          </Button>
          <Button onClick={onSend} busy={sending} disabled={sent} className="preview-step__send">
            {sent ? <CheckIcon /> : !sending && <SendIcon size={16} />}
            {sent ? 'Sent' : sending ? 'Sending...' : 'Send reply'}
          </Button>
        </div>
      </div>
    </div>
  );
}
