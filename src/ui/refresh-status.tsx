import { describeApiError } from '../api/errors';
import { useOnline } from '../offline/use-online';
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
}

/** A panel's footer: the age of its data, a refresh button, and why the last refresh failed. */
export function RefreshStatus({ fetchedAt, ageFrom, refreshing, paused = false, refreshError, failedAt, onRefresh }: RefreshStatusProps) {
  const waitSeconds = useRetryCountdown(refreshError, failedAt);
  const online = useOnline();
  return (
    <div className="refresh-status">
      {refreshError !== undefined && (
        <p className="refresh-error" role="alert">
          Could not refresh: {describeApiError(refreshError)} Showing the last data received.
        </p>
      )}
      {refreshError === undefined && (paused || !online) && <p className="muted">Offline: showing the copy saved on this device.</p>}
      <DataAge fetchedAt={fetchedAt} ageFrom={ageFrom} />
      <button type="button" className="button--quiet" onClick={onRefresh} disabled={refreshing || !online || waitSeconds > 0}>
        {refreshing ? 'Refreshing…' : waitSeconds > 0 ? `Refresh in ${waitSeconds} s` : 'Refresh'}
      </button>
    </div>
  );
}
