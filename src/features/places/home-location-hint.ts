/**
 * A synchronous hint beside the IndexedDB document of the remembered location (home-location.ts):
 * whether a location is kept at all. Without it, the home card's first request would wait for
 * the database on every cold start. Free of other imports, so start-up reads it first thing.
 */
export const HOME_LOCATION_HINT_KEY = 'skycache:home-location-kept';

/** Whether a location may be kept: false only when the hint says none is (storage refused counts as maybe). */
export function homeLocationMayBeKept(): boolean {
  try {
    return localStorage.getItem(HOME_LOCATION_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

export function writeHomeLocationHint(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(HOME_LOCATION_HINT_KEY, '1');
    else localStorage.removeItem(HOME_LOCATION_HINT_KEY);
  } catch {
    // Without the hint the card waits for the database, as it would without localStorage.
  }
}
