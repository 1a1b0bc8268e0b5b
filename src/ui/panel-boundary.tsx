import type { ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { ErrorBoundary } from './error-boundary';

interface PanelBoundaryProps {
  /** What is said when the panel cannot be drawn, e.g. "Could not show the forecast". */
  title: string;
  /** Runs before the panel is drawn again, e.g. to fetch its data afresh. */
  onRetry?: () => void;
  children: ReactNode;
}

/** A panel that fails to draw says so and offers Retry; the rest of the screen keeps working. */
export function PanelBoundary({ title, onRetry, children }: PanelBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <div className="error-state">
          <div role="alert">
            <p className="error-state__title">{title}</p>
            <p>{t('states.panelFailed.body')}</p>
          </div>
          <button
            type="button"
            onClick={() => {
              onRetry?.();
              reset();
            }}
          >
            {t('states.tryAgain')}
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
