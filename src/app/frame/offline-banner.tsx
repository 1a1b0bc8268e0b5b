import { useQueryClient, type Query } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { answeredAtOf } from '../../api/client';
import { t } from '../../i18n/i18n';
import { formatDeviceTime } from '../../lib/local-time';
import { formatAge } from '../../lib/relative-time';
import { useOnline } from '../../offline/use-online';
import { useNow } from '../../ui/use-now';

/** Offline, the person must know how old the answers on screen are. */
export function OfflineBanner() {
  const online = useOnline();
  const oldest = useOldestShownData();
  const now = useNow();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <strong>{t('app.offline.title')}</strong>{' '}
      {oldest === undefined
        ? t('app.offline.nothingShown')
        : t('app.offline.shownFrom', { time: formatShownTime(oldest, now), age: formatAge(oldest, now) })}
    </div>
  );
}

function formatShownTime(fetchedAt: number, now: number): string {
  return formatDeviceTime(fetchedAt, new Date(fetchedAt).toDateString() !== new Date(now).toDateString());
}

/** The server time of the oldest answer currently on screen (queries with observers). */
function useOldestShownData(): number | undefined {
  const cache = useQueryClient().getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => oldestFetchedAt(cache.findAll({ type: 'active' })),
  );
}

function oldestFetchedAt(queries: Query[]): number | undefined {
  let oldest: number | undefined;
  for (const query of queries) {
    const fetchedAt = answeredAtOf(query.state.data);
    if (fetchedAt !== undefined) oldest = oldest === undefined ? fetchedAt : Math.min(oldest, fetchedAt);
  }
  return oldest;
}
