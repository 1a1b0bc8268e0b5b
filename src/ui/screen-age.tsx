import { createContext, useContext, useId, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isSameAge } from '../lib/relative-time';
import { useOnline } from '../offline/use-online';
import { RefreshStatus } from './refresh-status';

/** What a panel with a plain, fresh answer tells its screen. */
export interface AgeReport {
  fetchedAt: number;
  ageFrom: 'service' | 'received';
  refreshing: boolean;
  refresh: () => void;
}

interface ScreenAgeState {
  /** The age most answers share (within a minute), the newest of equals; other panels say their own. */
  shared?: AgeReport;
  refreshing: boolean;
}

const NOTHING_REPORTED: ScreenAgeState = { refreshing: false };

/** The plain, fresh answers of one screen's panels, so their common age is said once. */
class ScreenAges {
  #reports = new Map<string, AgeReport>();
  #listeners = new Set<() => void>();
  #state = NOTHING_REPORTED;

  report(id: string, report: AgeReport | undefined): void {
    if (report) this.#reports.set(id, report);
    else this.#reports.delete(id);
    const reports = [...this.#reports.values()];
    const sharing = (report: AgeReport) => reports.filter((other) => isSameAge(report.fetchedAt, other.fetchedAt)).length;
    const shared = reports.reduce<AgeReport | undefined>((found, next) => {
      if (!found) return next;
      const [foundCount, nextCount] = [sharing(found), sharing(next)];
      return nextCount > foundCount || (nextCount === foundCount && next.fetchedAt > found.fetchedAt) ? next : found;
    }, undefined);
    this.#state = { shared, refreshing: reports.some((entry) => entry.refreshing) };
    for (const listener of this.#listeners) listener();
  }

  refreshAll = (): void => {
    for (const { refresh } of this.#reports.values()) refresh();
  };

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  state = (): ScreenAgeState => this.#state;
}

const ScreenAgesContext = createContext<ScreenAges | undefined>(undefined);
const NO_SCREEN = { subscribe: () => () => undefined, state: () => NOTHING_REPORTED };

/** A screen whose panels say their common age once, in its `ScreenAge` line. */
export function ScreenAgeProvider({ children }: { children: ReactNode }) {
  const [ages] = useState(() => new ScreenAges());
  return <ScreenAgesContext.Provider value={ages}>{children}</ScreenAgesContext.Provider>;
}

/** Where a panel reports, and whether its age is the screen's (assumed until the first report: no flash). */
export function useScreenAge(fetchedAt: number | undefined): { ages?: ScreenAges; covered: boolean } {
  const ages = useContext(ScreenAgesContext);
  const source = ages ?? NO_SCREEN;
  const { shared } = useSyncExternalStore(source.subscribe, source.state);
  const covered = ages !== undefined && fetchedAt !== undefined && (shared === undefined || isSameAge(fetchedAt, shared.fetchedAt));
  return { ages, covered };
}

/** Reports the panel's plain, fresh answer (or none) before paint, so screen and panel agree at once. */
export function useReportAge(ages: ScreenAges | undefined, report: AgeReport | undefined): void {
  const id = useId();
  const { fetchedAt, ageFrom, refreshing, refresh } = report ?? {};
  useLayoutEffect(() => {
    if (!ages) return undefined;
    ages.report(id, fetchedAt === undefined || !ageFrom || !refresh ? undefined : { fetchedAt, ageFrom, refreshing: refreshing ?? false, refresh });
    return () => ages.report(id, undefined);
  }, [ages, id, fetchedAt, ageFrom, refreshing, refresh]);
}

/** The age its panels share, once, with one Refresh for all of them; room for it is kept while none is known. */
export function ScreenAge() {
  const ages = useContext(ScreenAgesContext);
  const source = ages ?? NO_SCREEN;
  const { shared, refreshing } = useSyncExternalStore(source.subscribe, source.state);
  // Online the line is coming: hold its width too, so on a phone it takes its own row from the start.
  const awaited = useOnline() || shared !== undefined;
  return (
    <div className={awaited ? 'screen-age screen-age--awaited' : 'screen-age'}>
      {ages && shared && (
        <RefreshStatus fetchedAt={shared.fetchedAt} ageFrom={shared.ageFrom} refreshing={refreshing} refreshError={undefined} failedAt={0} onRefresh={ages.refreshAll} steadyAge />
      )}
    </div>
  );
}
