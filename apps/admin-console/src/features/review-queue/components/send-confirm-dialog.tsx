import { ConfirmDialog } from '@profileproof/ui';

/** `s` asks before sending: Enter sends (the focus starts on Send reply), Escape goes back to the report. */
export function SendConfirmDialog({
  open,
  email,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  email: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Send this reply?"
      tone="primary"
      initialFocus="confirm"
      confirmLabel="Send reply"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The report goes to <strong>{email}</strong> now: they read it on their submission page.
        Enter sends it, Escape goes back to the report.
      </p>
    </ConfirmDialog>
  );
}
