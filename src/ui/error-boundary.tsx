import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportUnlessLeaving } from './page-leaving';

interface ErrorBoundaryProps {
  /** What stands in for the children after they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches what its children throw while rendering, so a failure stays where it happened. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportUnlessLeaving(() => console.error('A part of the screen failed to render', error, info.componentStack));
  }

  private readonly reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
