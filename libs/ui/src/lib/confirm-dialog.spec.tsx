import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

/** A page with a button that opens the dialog, as the screens use it. */
function Harness({
  busy = false,
  onConfirm = jest.fn(),
}: {
  busy?: boolean;
  onConfirm?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete row
      </button>
      <a href="#after">A link after</a>
      <ConfirmDialog
        open={open}
        title="Confirm Deletion"
        confirmLabel="Delete Subscription"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>Are you sure?</p>
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a named, described modal dialog that puts focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure? This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('can put focus on the confirm button instead, so that Enter confirms; Escape still cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    function KeyboardHarness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Send
          </button>
          <ConfirmDialog
            open={open}
            title="Send this reply?"
            confirmLabel="Send reply"
            tone="primary"
            initialFocus="confirm"
            onConfirm={() => {
              onConfirm();
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          >
            <p>It goes out now.</p>
          </ConfirmDialog>
        </>
      );
    }
    render(<KeyboardHarness />);
    const opener = screen.getByRole('button', { name: 'Send' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Send reply' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside, both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete Subscription' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('cancels on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete row' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels with the Cancel button and with a click outside the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    await user.click(screen.getByRole('button', { name: 'Delete Subscription' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the busy label while the action runs and cannot be cancelled meanwhile', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        busy
        title="Confirm Deletion"
        confirmLabel="Delete Subscription"
        busyLabel="Deleting..."
        onConfirm={jest.fn()}
        onCancel={onCancel}
      >
        Are you sure?
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes a custom cancel label and a primary tone', () => {
    render(
      <ConfirmDialog
        open
        tone="primary"
        title="Send reply"
        confirmLabel="Send"
        cancelLabel="Keep editing"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      >
        Send this report now?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('pp-button--primary');
  });
});
