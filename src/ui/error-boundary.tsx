import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportUnlessLeaving } from './page-leaving';

interface ErrorBoundaryProps {
  /** What stands in for the children after they threw `error`; `reset` renders them again. */
  fallback: (reset: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error?: unknown;
}

/** Catches what its children throw while rendering, so a failure stays where it happened. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportUnlessLeaving(() => console.error('A part of the screen failed to render', error, info.componentStack));
  }

  private readonly reset = () => this.setState({ failed: false, error: undefined });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}
