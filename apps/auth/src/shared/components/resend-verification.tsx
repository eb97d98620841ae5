import { Alert, Button, FormError, type ButtonVariant } from '@profileproof/ui';
import { useResendVerification } from '../api/resend-verification';
import { genericErrorMessage } from '../errors';

/** A button that sends the verification e-mail again to `email`, then says so. */
export function ResendVerification({
  email,
  label,
  variant = 'secondary',
}: {
  email: string;
  label: string;
  variant?: ButtonVariant;
}) {
  const resend = useResendVerification();
  return (
    <div className="pp-auth__stack">
      <Button
        variant={variant}
        block
        busy={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {label}
      </Button>
      {resend.isSuccess && (
        <Alert tone="success">
          <span>
            A new verification e-mail is on its way to <strong>{email}</strong>. Please check your
            inbox.
          </span>
        </Alert>
      )}
      {resend.isError && <FormError>{genericErrorMessage(resend.error)}</FormError>}
    </div>
  );
}
