import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_RECOVERY_MESSAGES } from '@profileproof/contracts/remote-panel';
import { REMOTE_UPDATED_MESSAGE, SESSION_CONTRACT_VERSION } from '@profileproof/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRecoveryPanel } from './remote-recovery';
import {
  fetchRemotesManifest,
  loadRemoteRoutes,
  parseRemotesManifest,
  registerRemotesManifest,
  RemoteContractError,
  resetRemote,
} from './remote-registry';

// The remote itself loaded (the federation runtime at its boundary): what fails is in its screens.
jest.mock('./federation-host', () => ({
  RemoteProviders: ({ children }: { children: unknown }) => children,
  forgetRemote: () => undefined,
  loadRoutesOf: async () => ({ contractVersion: SESSION_CONTRACT_VERSION, routes: [] }),
}));

beforeEach(() => {
  resetRemote('admin_console');
  registerRemotesManifest(
    parseRemotesManifest({
      auth: '/remotes/auth/1.0.0/remoteEntry.js',
      user_submissions: '/remotes/user-submissions/1.0.0/remoteEntry.js',
      admin_console: '/remotes/admin-console/1.0.0/remoteEntry.js',
    }),
  );
});

function Broken(): never {
  throw new Error('the screen failed');
}

/** What a remote's lazy screen throws when its chunk was removed by a deploy. */
function chunkLoadError(): Error {
  const error = new Error(
    'Loading chunk 301 failed.\n(missing: http://localhost:4200/remotes/auth/1.0.0/301.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

function boundary(children: React.ReactNode, onRemount = jest.fn()) {
  return (
    <RemoteErrorBoundary remote="admin_console" label="admin console" onRemount={onRemount}>
      {children}
    </RemoteErrorBoundary>
  );
}

describe('remote error boundary', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a panel naming the unavailable section, with a retry', async () => {
    const onRemount = jest.fn();
    render(boundary(<Broken />, onRemount));
    expect(
      await screen.findByRole('heading', {
        name: 'The admin console section is unavailable right now',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRemount).toHaveBeenCalledTimes(1);
  });

  it('says that a remote built for a newer session contract needs a newer app, and offers a reload', () => {
    function TooNew(): never {
      throw new RemoteContractError('admin_console', '2.0.0');
    }
    render(boundary(<TooNew />));
    expect(screen.getByRole('heading', { name: REMOTE_UPDATED_MESSAGE })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /unavailable right now/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('asks for a reload, keeping unsent text, when a screen of a loaded remote lost its files', async () => {
    function MovedScreen(): never {
      throw chunkLoadError();
    }
    render(boundary(<MovedScreen />));
    expect(
      await screen.findByRole('heading', { name: REMOTE_RECOVERY_MESSAGES.updatedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(/text you have not sent yet is kept/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the recovery panel', () => {
  it('reloads the page when asked, for a chunk whose files moved', async () => {
    const reload = jest.fn();
    render(
      <RemoteRecoveryPanel
        registry={{
          read: fetchRemotesManifest,
          register: registerRemotesManifest,
          reset: resetRemote,
          load: loadRemoteRoutes,
        }}
        remote="admin_console"
        title="The admin console section is unavailable right now"
        message="We could not load this part of ProfileProof."
        error={chunkLoadError()}
        onRemount={jest.fn()}
        reload={reload}
      />,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: REMOTE_RECOVERY_MESSAGES.reload }),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
