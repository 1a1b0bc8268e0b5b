import * as v from 'valibot';
import { useCallback, useEffect, useState } from 'react';
import { LocationSchema, type Location } from '../../api/schemas/location';
import { readKv, writeKv } from '../../offline/db';

const RECENT_KEY = 'recent-searches';
export const RECENT_LIMIT = 10;

const RecentPlacesSchema = v.array(LocationSchema);

/** What was stored, or nothing when it is missing or from an incompatible version. */
async function loadRecentPlaces(): Promise<Location[]> {
  const parsed = v.safeParse(RecentPlacesSchema, await readKv(RECENT_KEY));
  return parsed.success ? parsed.output : [];
}

/** The chosen place first, without duplicates, at most RECENT_LIMIT. */
export function withRecentPlace(places: readonly Location[], chosen: Location): Location[] {
  return [chosen, ...places.filter((place) => place.slug !== chosen.slug)].slice(0, RECENT_LIMIT);
}

/** The last places chosen from search, persisted in IndexedDB. */
export function useRecentPlaces() {
  const [places, setPlaces] = useState<Location[]>([]);
  useEffect(() => {
    let live = true;
    void loadRecentPlaces().then((stored) => {
      if (live) setPlaces(stored);
    });
    return () => {
      live = false;
    };
  }, []);
  const remember = useCallback(async (chosen: Location) => {
    const next = withRecentPlace(await loadRecentPlaces(), chosen);
    setPlaces(next);
    await writeKv(RECENT_KEY, next);
  }, []);
  return { places, remember };
}
