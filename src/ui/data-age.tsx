import { formatAge, isStale } from '../lib/relative-time';
import { useNow } from './use-now';

/** When a panel's data was produced by the server, and a visible mark once it is stale. */
export function DataAge({ fetchedAt, ageFrom = 'service' }: { fetchedAt: number; ageFrom?: 'service' | 'received' }) {
  const now = useNow();
  const stale = isStale(fetchedAt, now);
  const exact = new Date(fetchedAt);
  return (
    <p className={stale ? 'data-age data-age--stale' : 'data-age'}>
      Updated{' '}
      <time dateTime={exact.toISOString()} title={exact.toLocaleString()}>
        {formatAge(fetchedAt, now)}
      </time>
      {ageFrom === 'received' && ' (received then; the service did not say when it answered)'}
      {stale && <strong className="data-age__flag"> · may be out of date</strong>}
    </p>
  );
}
