import { createContext, useContext } from 'react';
import { t } from '../i18n/i18n';
import { formatDeviceTime } from '../lib/local-time';
import { formatAge, isStale } from '../lib/relative-time';
import { richMessage } from './rich-message';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useNow } from './use-now';

/**
 * The exact time as a tooltip. Formatting a date loads the locale's date patterns, milliseconds
 * the first screen's data should not wait for: the tooltip comes a frame later.
 */
function useExactTitle(at: Date): string | undefined {
  return useAfterFirstPaint() ? formatDeviceTime(at.getTime(), true) : undefined;
}

/** True inside a panel whose age its screen already says once, at the top (screen-age.tsx). */
export const AgeShownAbove = createContext(false);

/** When a panel's data was produced by the server, and a visible mark once it is stale. */
export function DataAge({ fetchedAt, ageFrom = 'service' }: { fetchedAt: number; ageFrom?: 'service' | 'received' }) {
  const shownAbove = useContext(AgeShownAbove);
  const now = useNow();
  const stale = isStale(fetchedAt, now);
  const exact = new Date(fetchedAt);
  const title = useExactTitle(exact);
  if (shownAbove) return null;
  return (
    <p className={stale ? 'data-age data-age--stale' : 'data-age'}>
      {richMessage('states.age.updated', {
        age: (
          <time dateTime={exact.toISOString()} title={title}>
            {formatAge(fetchedAt, now)}
          </time>
        ),
      })}
      {ageFrom === 'received' && ` ${t('states.age.received')}`}
      {stale && <strong className="data-age__flag"> · {t('states.age.stale')}</strong>}
    </p>
  );
}

/** A list row's age, in the same words as everywhere ("· 30 h ago"), marked once it is stale. */
export function RowAge({ fetchedAt, onlyWhenStale = false }: { fetchedAt: number; onlyWhenStale?: boolean }) {
  const now = useNow();
  const stale = isStale(fetchedAt, now);
  const exact = new Date(fetchedAt);
  const title = useExactTitle(exact);
  if (onlyWhenStale && !stale) return null;
  return (
    <time className={`row-age ${stale ? 'data-age--stale' : 'muted'}`} dateTime={exact.toISOString()} title={title}>
      · {formatAge(fetchedAt, now)}
    </time>
  );
}
