import { Component, type ErrorInfo, type ReactNode } from 'react';
import {
  REMOTE_UNAVAILABLE_MESSAGE,
  remoteUnavailableTitle,
} from '@profileproof/contracts/remote-panel';
import { REMOTE_UPDATED_MESSAGE } from '@profileproof/remotes';
import { ErrorPanel, Page } from '@profileproof/ui';
import type { RecoveryRegistry } from './remote-recovery';
import {
  fetchRemotesManifest,
  loadRemoteRoutes,
  registerRemotesManifest,
  RemoteContractError,
  resetRemote,
  type RemoteName,
} from './remote-registry';

type Recovery = typeof import('./remote-recovery');

/** What the recovery chunk may do with the remotes (it does not import this first-script module). */
const REGISTRY: RecoveryRegistry = {
  read: fetchRemotesManifest,
  register: registerRemotesManifest,
  reset: resetRemote,
  load: loadRemoteRoutes,
};

interface Props {
  /** The remote's container name. */
  remote: RemoteName;
  /** Shown to the user: which part of the product could not load. */
  label: string;
  /** Remounts the remote's screens: they load again if the remote was reset, else render from its load. */
  onRemount: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The panel that retries, once its chunk is in; `false` if the chunk could not be fetched. */
  Panel?: Recovery['RemoteRecoveryPanel'] | false;
}

/**
 * Keeps a failing remote inside its own panel: the navbar, footer and other remotes keep working.
 * The panel itself comes from `remote-recovery`, fetched on failure: it retries a failed
 * load by itself, or asks for a reload when a chunk of a remote already in the page is gone.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.label} module failed`, error, info.componentStack);
    // The recovery panel's chunk ("later": what the shell fetches only when needed, with the
    // logout and the API's reconnect notice), on the first failure only. A failed fetch is
    // fetched again by the next boundary that asks.
    if (!(error instanceof RemoteContractError))
      import(/* webpackChunkName: "later" */ './remote-recovery').then(
        ({ RemoteRecoveryPanel }) => this.setState({ Panel: RemoteRecoveryPanel }),
        () => this.setState({ Panel: false }),
      );
  }

  override render() {
    const { error, Panel } = this.state;
    if (!error) return this.props.children;
    if (error instanceof RemoteContractError) {
      // The remote is newer than this page: only a newer shell (a reload, once it is deployed) can run it.
      return (
        <Page>
          <ErrorPanel
            title={REMOTE_UPDATED_MESSAGE}
            message="The rest of ProfileProof still works."
            onRetry={() => window.location.reload()}
            retryLabel="Reload"
          />
        </Page>
      );
    }
    if (Panel === undefined) return null; // a moment: the chunk is small
    const { remote, label, onRemount } = this.props;
    const title = remoteUnavailableTitle(label);
    return (
      <Page>
        {Panel ? (
          <Panel
            registry={REGISTRY}
            remote={remote}
            title={title}
            message={REMOTE_UNAVAILABLE_MESSAGE}
            error={error}
            onRemount={onRemount}
          />
        ) : (
          <ErrorPanel
            title={title}
            message={REMOTE_UNAVAILABLE_MESSAGE}
            onRetry={() => {
              resetRemote(remote);
              onRemount();
            }}
          />
        )}
      </Page>
    );
  }
}
