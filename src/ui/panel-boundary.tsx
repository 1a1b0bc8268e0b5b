import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

interface PanelBoundaryProps {
  /** What the panel shows, in words, e.g. "the air quality". */
  what: string;
  /** Runs before the panel is drawn again, e.g. to fetch its data afresh. */
  onRetry?: () => void;
  children: ReactNode;
}

/** A panel that fails to draw says so and offers Retry; the rest of the screen keeps working. */
export function PanelBoundary({ what, onRetry, children }: PanelBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <div className="error-state">
          <div role="alert">
            <p className="error-state__title">Could not show {what}</p>
            <p>Something in this data could not be displayed. The rest of the screen still works.</p>
          </div>
          <button
            type="button"
            onClick={() => {
              onRetry?.();
              reset();
            }}
          >
            Try again
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
