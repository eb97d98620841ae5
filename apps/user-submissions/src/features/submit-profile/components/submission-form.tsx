import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  LINKEDIN_URL_MAX_LENGTH,
  ROUTES,
  SUBMISSION_MESSAGE_MAX_LENGTH,
  SUCCESS_MESSAGE_MS,
} from '@profileproof/contracts';
import { Alert, Button, FormError, SendIcon, TextAreaField, TextField } from '@profileproof/ui';
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

/** LinkedIn URL (required) and an optional message: checked here first, then by the server. */
export function SubmissionForm({ quotaUsedUp, resetsAt }: SubmissionFormProps) {
  const urlRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState('');
  const [clientError, setClientError] = useState<SubmissionFieldError | null>(null);
  const [success, showSuccess] = useFleetingMessage();
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
          showSuccess(answer.message);
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
      {success && (
        <Alert tone="success">
          <span>
            {success} <Link to={ROUTES.mySubmissions}>See My Submissions</Link>
          </span>
        </Alert>
      )}
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
