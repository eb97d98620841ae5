import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  LINKEDIN_URL_MAX_LENGTH,
  ROUTES,
  routeTo,
  SUBMISSION_MESSAGE_MAX_LENGTH,
  SUCCESS_MESSAGE_MS,
} from '@profileproof/contracts';
import { useSession } from '@profileproof/session';
import { DRAFT_MESSAGES, readDraft, useDraftAutosave } from '@profileproof/session/drafts';
import {
  Alert,
  Button,
  formatDateTime,
  FormError,
  SendIcon,
  TextAreaField,
  TextField,
} from '@profileproof/ui';
import { useSubmitProfile } from '../api/submit-profile';
import { submitProblem } from '../submit-error';
import {
  normaliseProfileUrl,
  validateProfileUrl,
  type SubmissionFieldError,
} from '../submission-form-rules';
import { LimitNotice } from './limit-notice';

/** The server's confirmation, shown for SUCCESS_MESSAGE_MS, then gone. */
function useFleetingMessage(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  // A fresh object per success: a second identical message restarts the 5 seconds.
  return [message?.text ?? null, (text) => setMessage({ text })];
}

export interface SubmissionFormProps {
  /** Whether the subscription says this month's quota is used up; null while it is not known. */
  quotaUsedUp: boolean | null;
  /** When the quota starts again (ISO), if known. */
  resetsAt: string | null;
}

/** What this browser keeps of the form while it is unsent (`@profileproof/session/drafts`). */
interface KeptSubmission {
  url: string;
  message: string;
}

/** The draft's scope: one per user (the key holds their e-mail). */
export const SUBMISSION_DRAFT_SCOPE = 'submit-profile';

/** The user's kept draft of this form, read back defensively (it is whatever the browser holds). */
function readKeptSubmission(
  owner: string | null,
): { kept: KeptSubmission; savedAt: string } | null {
  const entry = readDraft<Partial<KeptSubmission> | null>(owner, SUBMISSION_DRAFT_SCOPE);
  const url = typeof entry?.value?.url === 'string' ? entry.value.url : '';
  const message = typeof entry?.value?.message === 'string' ? entry.value.message : '';
  if (!entry || (!url.trim() && !message.trim())) return null;
  return {
    kept: {
      url: url.slice(0, LINKEDIN_URL_MAX_LENGTH),
      message: message.slice(0, SUBMISSION_MESSAGE_MAX_LENGTH),
    },
    savedAt: entry.savedAt,
  };
}

/** Reloading or closing the tab with something typed and not sent asks the browser's own question. */
function useWarnBeforeLeaving(unsent: boolean): void {
  useEffect(() => {
    if (!unsent) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsent]);
}

/** The submit's answer, with a link to the submission it points to (one already pending) or to the list. */
function SubmittedNotice({
  message,
  pendingLink,
}: {
  message: string;
  pendingLink: string | null;
}) {
  return (
    <Alert tone="success">
      <span>
        {message}{' '}
        {pendingLink ? (
          <Link to={pendingLink}>See the submission</Link>
        ) : (
          <Link to={ROUTES.mySubmissions}>See My Submissions</Link>
        )}
      </span>
    </Alert>
  );
}

/**
 * LinkedIn URL (required) and an optional message: checked here first, then by the server. What
 * is typed and not sent is kept in this browser for this user (restored, with a notice, after a
 * reload or when they sign in again after their session ended) and a reload or a closed tab asks
 * first; sending it, **Discard draft** or logging out removes it.
 */
export function SubmissionForm(props: SubmissionFormProps) {
  const owner = useSession().user?.email ?? null;
  // Another account signed in meanwhile (another tab): a fresh form, with that account's draft.
  return <SubmissionFormOf key={owner ?? ''} owner={owner} {...props} />;
}

function SubmissionFormOf({
  owner,
  quotaUsedUp,
  resetsAt,
}: SubmissionFormProps & { owner: string | null }) {
  const urlRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [restored, setRestored] = useState(() => readKeptSubmission(owner));
  const [url, setUrl] = useState(restored?.kept.url ?? '');
  const [message, setMessage] = useState(restored?.kept.message ?? '');
  const unsent = url.trim() !== '' || message.trim() !== '';
  const kept = useMemo(() => (unsent ? { url, message } : null), [unsent, url, message]);
  const keeping = useDraftAutosave<KeptSubmission>(owner, SUBMISSION_DRAFT_SCOPE, kept);
  const [clientError, setClientError] = useState<SubmissionFieldError | null>(null);
  const [success, showSuccess] = useFleetingMessage();
  // The answer to a profile already waiting for review points to that submission.
  const [pendingLink, setPendingLink] = useState<string | null>(null);
  const [usedLastSlot, setUsedLastSlot] = useState(false);
  const submit = useSubmitProfile();

  const problem = submit.isError ? submitProblem(submit.error) : null;
  const fieldError = clientError ?? (problem?.kind === 'field' ? problem : null);
  const refused = problem?.kind === 'limit-reached';
  // The usage, once known, is the authority; until then the answer's limit_reached flag says it.
  const limitReached = refused || (quotaUsedUp ?? usedLastSlot);
  const serverErrorField = problem?.kind === 'field' ? problem.field : null;
  const errorOn = (field: SubmissionFieldError['field']) =>
    fieldError?.field === field ? fieldError.message : null;

  // The server's field errors move focus like the client's, so keyboard users land on the problem.
  useEffect(() => {
    if (!serverErrorField) return;
    (serverErrorField === 'linkedin_url' ? urlRef : messageRef).current?.focus();
  }, [serverErrorField, submit.submittedAt]);

  useWarnBeforeLeaving(unsent);

  const discardDraft = () => {
    if (!window.confirm(DRAFT_MESSAGES.discardQuestion)) return;
    keeping.discard();
    setRestored(null);
    setUrl('');
    setMessage('');
    setClientError(null);
    submit.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const linkedinUrl = normaliseProfileUrl(url);
    const invalid = validateProfileUrl(linkedinUrl);
    setClientError(invalid);
    if (invalid) {
      submit.reset();
      urlRef.current?.focus();
      return;
    }
    const note = message.trim();
    submit.mutate(
      note ? { linkedin_url: linkedinUrl, message: note } : { linkedin_url: linkedinUrl },
      {
        onSuccess: (answer) => {
          keeping.discard();
          setRestored(null);
          showSuccess(answer.message);
          setPendingLink(
            answer.already_pending && answer.submission_id !== undefined
              ? routeTo.submission(answer.submission_id)
              : null,
          );
          setUsedLastSlot(answer.limit_reached);
          setUrl('');
          setMessage('');
        },
      },
    );
  };

  return (
    <form
      className="pp-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Submit your profile for review"
    >
      {restored && (
        <Alert tone="info">
          <span className="draft-notice">
            <span>{DRAFT_MESSAGES.restored(formatDateTime(restored.savedAt))}</span>
            <button type="button" className="draft-notice__action" onClick={discardDraft}>
              {DRAFT_MESSAGES.discard}
            </button>
          </span>
        </Alert>
      )}
      <TextField
        ref={urlRef}
        label="LinkedIn profile URL"
        name="linkedin_url"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="linkedin.com/in/your-name"
        maxLength={LINKEDIN_URL_MAX_LENGTH}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint="Open your profile on LinkedIn and copy the address from the browser bar."
        error={errorOn('linkedin_url')}
      />
      <TextAreaField
        ref={messageRef}
        label="Message"
        labelSuffix="(optional)"
        name="message"
        rows={4}
        maxLength={SUBMISSION_MESSAGE_MAX_LENGTH}
        placeholder="What are you aiming for? e.g. more recruiter messages, or getting ready for sales outreach."
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        hint="Tell the reviewer what matters to you."
        error={errorOn('message')}
      />
      {success && <SubmittedNotice message={success} pendingLink={pendingLink} />}
      {problem?.kind === 'form' && <FormError>{problem.message}</FormError>}
      {/* Keyed: a refusal mounts a new alert, which screen readers announce (a changed role is not). */}
      {limitReached && (
        <LimitNotice key={refused ? 'refused' : 'used-up'} refused={refused} resetsAt={resetsAt} />
      )}
      <Button type="submit" block busy={submit.isPending}>
        <SendIcon size={18} />
        Submit for review
      </Button>
    </form>
  );
}
