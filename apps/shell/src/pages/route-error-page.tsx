import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel, Page } from '@profileproof/ui';

export function RouteErrorPage() {
  return (
    <Page>
      <ErrorPanel
        title="Unexpected Application Error!"
        message="Something went wrong while opening this page. Reload it, or go back to the home page."
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      >
        <a href="/" className="pp-button pp-button--secondary">
          Home page
        </a>
      </ErrorPanel>
    </Page>
  );
}

interface Props {
  /** The current location: an error is forgotten when the visitor goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string | null;
}

/** Any failure while rendering a page (other than an unknown path, which goes to /not-found) lands here, never on a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return state.key === props.resetKey ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] routing error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
