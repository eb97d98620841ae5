import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_UPDATED_MESSAGE } from '@profileproof/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteContractError } from './remote-registry';

function Broken(): never {
  throw new Error('remoteEntry.js failed to load');
}

describe('remote error boundary', () => {
  it('shows a panel naming the unavailable section, with a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = jest.fn();
    render(
      <RemoteErrorBoundary label="admin console" onRetry={onRetry}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'The admin console section is unavailable right now' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says that a remote built for a newer session contract needs a newer app, and offers a reload', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = jest.fn();
    function TooNew(): never {
      throw new RemoteContractError('admin_console', '2.0.0');
    }
    render(
      <RemoteErrorBoundary label="admin console" onRetry={onRetry}>
        <TooNew />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: REMOTE_UPDATED_MESSAGE })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /unavailable right now/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
