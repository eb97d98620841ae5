import { Alert, Button } from '@profileproof/ui';

/** A list stays on screen while its refresh failed: say what failed, with Try again unless the call was refused. */
export function ListErrorAlert({
  message,
  onRetry,
  retrying,
  retryLabel = 'Try again',
}: {
  message: string;
  onRetry?: (() => void) | null;
  retrying?: boolean;
  retryLabel?: string;
}) {
  return (
    <Alert tone="error">
      <div className="admin-inline-error">
        <span>{message}</span>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {retryLabel}
          </Button>
        )}
      </div>
    </Alert>
  );
}
