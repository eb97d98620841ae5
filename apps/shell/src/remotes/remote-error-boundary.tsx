import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_UPDATED_MESSAGE } from '@profileproof/remotes';
import { ErrorPanel, Page } from '@profileproof/ui';
import { RemoteContractError } from './remote-registry';

interface Props {
  /** Shown to the user: which part of the product could not load. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its own panel: the navbar, footer and other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.label} module failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.error instanceof RemoteContractError) {
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
    return (
      <Page>
        <ErrorPanel
          title={`The ${this.props.label} section is unavailable right now`}
          message="We could not load this part of ProfileProof. The rest of the site still works. Please try again in a moment."
          onRetry={this.props.onRetry}
        />
      </Page>
    );
  }
}
