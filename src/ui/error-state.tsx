import { t } from '../i18n/i18n';
import { describeApiError } from './api-error-words';
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

export function ErrorState({ error, onRetry, title, failedAt, titleAs: Title = 'p' }: ErrorStateProps) {
  const waitSeconds = useRetryCountdown(error, failedAt);
  return (
    <div className="error-state">
      {/* The countdown stays outside the alert, so it is not announced every second. */}
      <div role="alert">
        <Title className="error-state__title">{title ?? t('states.error.title')}</Title>
        <p>{describeApiError(error)}</p>
      </div>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={waitSeconds > 0}>
          {waitSeconds > 0 ? t('states.tryAgainIn', { seconds: waitSeconds }) : t('states.tryAgain')}
        </button>
      )}
    </div>
  );
}
