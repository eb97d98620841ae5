import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './remote-error-boundary';

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
    expect(screen.getByRole('heading', { name: 'The admin console section is unavailable right now' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
