import { describeApiError, isApiError } from '../api/errors';
import { useRetryCountdown } from './use-retry-countdown';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  /** When the error arrived (ms since epoch); given, a 429's `Retry-After` holds the retry back. */
  failedAt?: number;
  /** `h1` where the error is all a screen shows, so the screen still has its heading. */
  titleAs?: 'p' | 'h1';
}

export function ErrorState({ error, onRetry, title = 'Could not load this', failedAt, titleAs: Title = 'p' }: ErrorStateProps) {
  const waitSeconds = useRetryCountdown(error, failedAt);
  return (
    <div className="error-state">
      {/* The countdown stays outside the alert, so it is not announced every second. */}
      <div role="alert">
        <Title className="error-state__title">{title}</Title>
        <p>{describeApiError(error)}</p>
      </div>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={waitSeconds > 0}>
          {waitSeconds > 0 ? `Try again in ${waitSeconds} s` : 'Try again'}
        </button>
      )}
    </div>
  );
}

/** Why there is no fresh answer, in the two or three words a list row has room for. */
export function shortProblem(error: unknown): string {
  if (!isApiError(error)) return 'Could not load';
  if (error.kind === 'network' || error.kind === 'timeout') return navigator.onLine ? "Can't reach the service" : 'Offline';
  if (error.status === 429) return 'Too many requests, try later';
  if (error.status !== undefined && error.status >= 500) return 'Service error';
  return 'Could not load';
}
