// A synchronous hint beside the remembered location's IndexedDB document (home-location.ts): whether one is
// kept at all, so a cold start need not wait for the database. Imports nothing, so start-up reads it first.
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
