import { createContext, useContext } from 'react';
import { t } from '../i18n/i18n';
import { formatDeviceTime } from '../lib/local-time';
import { formatAge, isStale, longestMinutesAge } from '../lib/relative-time';
import { richMessage } from './rich-message';
import { useIntlReady } from './use-intl-ready';
import { useNow } from './use-now';

/** The exact time as a tooltip, once Intl's data has loaded: the first screen need not wait for it. */
function useExactTitle(at: Date, shown: boolean): string | undefined {
  return useIntlReady() && shown ? formatDeviceTime(at.getTime(), true) : undefined;
}

/** True inside a panel whose age its screen already says once, at the top (screen-age.tsx). */
export const AgeShownAbove = createContext(false);

interface DataAgeProps {
  fetchedAt: number;
  ageFrom?: 'service' | 'received';
  /** Keeps the room of the longest minutes age, so the Refresh after it never moves. */
  steady?: boolean;
}

/** When a panel's data was produced by the server, and a visible mark once it is stale. */
export function DataAge({ fetchedAt, ageFrom = 'service', steady = false }: DataAgeProps) {
  const shownAbove = useContext(AgeShownAbove);
  const now = useNow();
  const stale = isStale(fetchedAt, now);
  const exact = new Date(fetchedAt);
  const title = useExactTitle(exact, !shownAbove);
  if (shownAbove) return null;
  const classes = ['data-age', stale && 'data-age--stale', steady && 'data-age--steady'].filter(Boolean).join(' ');
  // The room is drawn by CSS from the attribute, hidden: no second text for a reader or a search.
  return (
    <p className={classes} data-room={steady ? t('states.age.updated', { age: longestMinutesAge(now) }) : undefined}>
      <span className="data-age__text">
        {richMessage('states.age.updated', {
          age: (
            <time dateTime={exact.toISOString()} title={title}>
              {formatAge(fetchedAt, now)}
            </time>
          ),
        })}
        {ageFrom === 'received' && ` ${t('states.age.received')}`}
        {stale && <strong className="data-age__flag">{'\u00a0'}·{'\u00a0'}{t('states.age.stale')}</strong>}
      </span>
    </p>
  );
}

/** A list row's age, in the same words as everywhere ("· 30 h ago"), marked once it is stale. */
export function RowAge({ fetchedAt, onlyWhenStale = false }: { fetchedAt: number; onlyWhenStale?: boolean }) {
  const now = useNow();
  const stale = isStale(fetchedAt, now);
  const exact = new Date(fetchedAt);
  const title = useExactTitle(exact, !onlyWhenStale || stale);
  if (onlyWhenStale && !stale) return null;
  return (
    <time className={`row-age ${stale ? 'data-age--stale' : 'muted'}`} dateTime={exact.toISOString()} title={title}>
      · {formatAge(fetchedAt, now)}
    </time>
  );
}
