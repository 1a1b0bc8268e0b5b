import { t } from '../i18n/i18n';
import { useOnline } from '../offline/use-online';
import { describeApiError } from './api-error-words';
import { DataAge } from './data-age';
import { useRetryCountdown } from './use-retry-countdown';

interface RefreshStatusProps {
  fetchedAt: number;
  ageFrom: 'service' | 'received';
  refreshing: boolean;
  /** A refresh is waiting for the network. */
  paused?: boolean;
  /** The error of the last refresh, while older data is still shown. */
  refreshError: unknown;
  /** When that error arrived (ms since epoch), so a 429 holds the refresh back. */
  failedAt: number;
  onRefresh: () => void;
  /** The age keeps its room (DataAge's `steady`): the screen's line, where Refresh follows the words. */
  steadyAge?: boolean;
}

/** A panel's footer: the age of its data, a refresh button, and why the last refresh failed. */
export function RefreshStatus({ fetchedAt, ageFrom, refreshing, paused = false, refreshError, failedAt, onRefresh, steadyAge = false }: RefreshStatusProps) {
  const waitSeconds = useRetryCountdown(refreshError, failedAt);
  const online = useOnline();
  return (
    <div className="refresh-status">
      {refreshError !== undefined && (
        <p className="refresh-error" role="alert">
          {t('states.refresh.failed', { reason: describeApiError(refreshError) })}
        </p>
      )}
      {refreshError === undefined && (paused || !online) && <p className="muted">{t('states.refresh.offline')}</p>}
      <DataAge fetchedAt={fetchedAt} ageFrom={ageFrom} steady={steadyAge} />
      <button type="button" className="button--quiet" onClick={onRefresh} disabled={refreshing || !online || waitSeconds > 0}>
        {refreshing ? t('states.refresh.refreshing') : waitSeconds > 0 ? t('states.refresh.in', { seconds: waitSeconds }) : t('states.refresh.button')}
      </button>
    </div>
  );
}
