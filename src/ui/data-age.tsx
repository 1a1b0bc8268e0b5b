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

/** A list row's age, in the same words as everywhere ("· 30 h ago"), marked once it is stale. */
export function RowAge({ fetchedAt, onlyWhenStale = false }: { fetchedAt: number; onlyWhenStale?: boolean }) {
  const now = useNow();
  const stale = isStale(fetchedAt, now);
  if (onlyWhenStale && !stale) return null;
  return (
    <time className={`row-age ${stale ? 'data-age--stale' : 'muted'}`} dateTime={new Date(fetchedAt).toISOString()} title={new Date(fetchedAt).toLocaleString()}>
      · {formatAge(fetchedAt, now)}
    </time>
  );
}
