import { Component, type ReactNode } from "react";
import { kitMessages } from "#messages/kit";
import { LoadError } from "../../ui/load-error";
import { captureError } from "../services/analytics";

type ErrorBoundaryProps = {
  children: ReactNode;
  /** A new value (the next page, say) clears the error and renders the children again. */
  resetKey?: unknown;
};

/**
 * Keeps an error in one part of the page (the app, a route, a lazily loaded part) to that part:
 * it shows a short message with a retry in its place and reports the error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    captureError(error);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <LoadError
        message={kitMessages.loadError.renderFailed}
        onRetry={() => this.setState({ failed: false })}
      />
    );
  }
}
