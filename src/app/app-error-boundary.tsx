import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
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
      <h1>Skycache could not show this screen</h1>
      <p>Reloading usually helps. If it does not, delete the downloaded weather: your saved places, settings and plants stay.</p>
      <div className="screen-failed__actions">
        <button type="button" onClick={() => location.reload()}>
          Reload
        </button>
        <button type="button" onClick={reset} disabled={resetting}>
          {resetting ? 'Deleting downloaded data…' : 'Reset downloaded data'}
        </button>
      </div>
      {resetFailed && <p role="alert">The downloaded data could not be deleted. Close other Skycache tabs and try again.</p>}
    </div>
  );
}
