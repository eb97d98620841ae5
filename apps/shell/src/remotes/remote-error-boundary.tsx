import { Component, type ErrorInfo, type ReactNode } from 'react';
import {
  REMOTE_UNAVAILABLE_MESSAGE,
  remoteUnavailableTitle,
} from '@profileproof/contracts/remote-panel';
import { REMOTE_UPDATED_MESSAGE } from '@profileproof/remotes';
import { ErrorPanel, LoadingState, Page } from '@profileproof/ui';
import { RemoteContractError, type RemoteName } from './remote-registry';

type Recovery = typeof import('./remote-recovery');

let recovery: Promise<Recovery> | null = null;

/** The recovery panel's chunk, fetched on the first failure only; a failed fetch is forgotten. */
function loadRecovery(): Promise<Recovery> {
  recovery ??= import(/* webpackChunkName: "remote-recovery" */ './remote-recovery').catch(
    (error: unknown) => {
      recovery = null;
      throw error;
    },
  );
  return recovery;
}

interface Props {
  /** The remote's container name. */
  remote: RemoteName;
  /** Shown to the user: which part of the product could not load. */
  label: string;
  /** Remounts the remote's screens, loading the remote again. */
  onRetry: () => void;
  /** The remote loaded again (the panel retried by itself): renders its screens. */
  onRecovered: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The panel that retries, once its chunk is in; `false` if the chunk could not be fetched. */
  Panel?: Recovery['RemoteRecoveryPanel'] | false;
}

/**
 * Keeps a failing remote inside its own panel: the navbar, footer and other remotes keep working.
 * The panel itself comes from `remote-recovery`, a chunk fetched on failure: it retries a failed
 * load by itself, or asks for a reload when a chunk of a remote already in the page is gone.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.label} module failed`, error, info.componentStack);
    if (!(error instanceof RemoteContractError))
      loadRecovery().then(
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
    if (Panel === undefined) return <LoadingState label="Loading…" />;
    return (
      <Page>
        {Panel ? (
          <Panel
            remote={this.props.remote}
            label={this.props.label}
            error={error}
            onRetry={this.props.onRetry}
            onRecovered={this.props.onRecovered}
          />
        ) : (
          <ErrorPanel
            title={remoteUnavailableTitle(this.props.label)}
            message={REMOTE_UNAVAILABLE_MESSAGE}
            onRetry={this.props.onRetry}
          />
        )}
      </Page>
    );
  }
}
