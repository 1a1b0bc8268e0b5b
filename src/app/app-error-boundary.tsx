import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { t } from '../i18n/i18n';
import { deleteDownloadedData } from '../offline/downloaded-data';
import { ErrorBoundary } from '../ui/error-boundary';

/** The last line: whatever breaks the whole app, the person gets words and a way out, never a blank page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <main className="app-main">
          <ScreenFailed />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** A screen that fails keeps the header and navigation; going to another screen starts afresh. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary key={location} fallback={() => <ScreenFailed />}>
      {children}
    </ErrorBoundary>
  );
}

function ScreenFailed() {
  const [resetting, setResetting] = useState(false);
  const [resetFailed, setResetFailed] = useState(false);
  const reset = () => {
    setResetting(true);
    deleteDownloadedData().then(
      () => location.reload(),
      () => {
        setResetting(false);
        setResetFailed(true);
      },
    );
  };
  return (
    <div className="screen-failed">
      <h1>{t('app.failed.title')}</h1>
      <p>{t('app.failed.body')}</p>
      <div className="screen-failed__actions">
        <button type="button" onClick={() => location.reload()}>
          {t('app.reload')}
        </button>
        <button type="button" onClick={reset} disabled={resetting}>
          {resetting ? t('app.failed.resetting') : t('app.failed.reset')}
        </button>
      </div>
      {resetFailed && <p role="alert">{t('app.failed.resetFailed')}</p>}
    </div>
  );
}
