import * as v from 'valibot';
import { useCallback } from 'react';
import { LocationSchema, type Location } from '../../api/schemas/location';
import { writeKv } from '../../offline/db';
import { readKvDocument, useStoredState } from '../../offline/kv-document';

const RECENT_KEY = 'recent-searches';
export const RECENT_LIMIT = 10;

const RecentPlacesSchema = v.array(LocationSchema);

/** What was stored, or nothing when it is missing or from an incompatible version. */
async function loadRecentPlaces(): Promise<Location[]> {
  return (await readKvDocument(RECENT_KEY, RecentPlacesSchema)) ?? [];
}

/** The chosen place first, without duplicates, at most RECENT_LIMIT. */
export function withRecentPlace(places: readonly Location[], chosen: Location): Location[] {
  return [chosen, ...places.filter((place) => place.slug !== chosen.slug)].slice(0, RECENT_LIMIT);
}

/** The last places chosen from search, persisted in IndexedDB. */
export function useRecentPlaces() {
  const [places, setPlaces] = useStoredState(loadRecentPlaces);
  const remember = useCallback(async (chosen: Location) => {
    const next = withRecentPlace(await loadRecentPlaces(), chosen);
    setPlaces(next);
    await writeKv(RECENT_KEY, next);
  }, [setPlaces]);
  return { places: places ?? [], remember };
}
