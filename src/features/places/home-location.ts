import { useEffect } from 'react';
import * as v from 'valibot';
import { LatitudeSchema, LongitudeSchema } from '../../api/schemas/location';
import { parseWith, useStoredDocument } from '../../offline/stored-document';

export const HOME_LOCATION_KEY = 'home-location';
/**
 * A synchronous hint beside the IndexedDB document: whether a location is kept at all. Without
 * it, the home card's first request would wait for the database on every cold start.
 */
export const HOME_LOCATION_HINT_KEY = 'skycache:home-location-kept';

const HomeLocationSchema = v.nullable(v.object({ lat: LatitudeSchema, lon: LongitudeSchema }));
export type HomeLocation = v.InferOutput<typeof HomeLocationSchema>;

const NOT_SET: HomeLocation = null;
const parseHomeLocation = parseWith(HomeLocationSchema);

/** Whether a location may be kept: false only when the hint says none is (storage refused counts as maybe). */
export function homeLocationMayBeKept(): boolean {
  try {
    return localStorage.getItem(HOME_LOCATION_HINT_KEY) !== null;
  } catch {
    return true;
  }
}

function writeHint(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(HOME_LOCATION_HINT_KEY, '1');
    else localStorage.removeItem(HOME_LOCATION_HINT_KEY);
  } catch {
    // Without the hint the card waits for the database, as it would without localStorage.
  }
}

/**
 * The position "Use my location" found, which the home screen's card shows until the person
 * updates or forgets it (then the card goes back to the network's approximate location).
 * `point` is null when none is kept, and undefined only while a kept one is still being read.
 */
export function useHomeLocation() {
  const { value, loaded, set } = useStoredDocument(HOME_LOCATION_KEY, NOT_SET, parseHomeLocation);
  useEffect(() => {
    if (loaded) writeHint(value !== null);
  }, [loaded, value]);
  const point = loaded || !homeLocationMayBeKept() ? value : undefined;
  return { point, remember: set, forget: () => set(null) };
}
