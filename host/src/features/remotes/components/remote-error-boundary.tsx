import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

type Props = { onRetry: () => void; children: ReactNode };
type State = { failed: boolean };

/** Keeps a remote that fails to load or to render from taking the shell down with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote section failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
