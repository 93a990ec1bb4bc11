import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

/** Props of ErrorBoundary. */
interface ErrorBoundaryProps {
  /** What failed, for the message: "The file tree". */
  readonly area: string;
  readonly children: ReactNode;
}

/**
 * Keeps a failure in one pane from blanking the whole app: the pane shows what failed and a
 * button to try again; files and the other panes keep working.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // The message is shown in the pane; nothing else to do.
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="pane-error">
        <p>
          {this.props.area} stopped because of a bug: {error.message}
        </p>
        <button type="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}
