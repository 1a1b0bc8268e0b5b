import { useOnline } from '../offline/use-online';

/**
 * A query that is waiting for a network it does not have, with nothing saved to show: never an
 * endless skeleton, and Retry once the device is back online.
 */
export function NotDownloaded({ what, onRetry }: { what: string; onRetry: () => void }) {
  const online = useOnline();
  return (
    <div className="not-downloaded" role="status">
      <p className="not-downloaded__title">{what}: not downloaded</p>
      <p>Available when you are online.</p>
      {online && (
        <button type="button" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
