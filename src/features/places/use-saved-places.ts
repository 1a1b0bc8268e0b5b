import * as v from 'valibot';
import { useCallback, useEffect, useState } from 'react';
import { readKv, writeKv } from '../../offline/db';
import { SAVED_PLACES_KEY, SavedPlacesSchema, type SavedPlace } from './saved-places';

async function loadSavedPlaces(): Promise<SavedPlace[]> {
  const parsed = v.safeParse(SavedPlacesSchema, await readKv(SAVED_PLACES_KEY));
  return parsed.success ? parsed.output : [];
}

// Changes apply one after another to what is stored, so quick presses never undo each other.
let pendingChange: Promise<unknown> = Promise.resolve();

function changeSavedPlaces(change: (places: SavedPlace[]) => SavedPlace[]): Promise<SavedPlace[]> {
  const next = pendingChange.then(async () => {
    const updated = change(await loadSavedPlaces());
    await writeKv(SAVED_PLACES_KEY, updated);
    return updated;
  });
  pendingChange = next.catch(() => undefined);
  return next;
}

/** The saved places, persisted in IndexedDB; undefined until they are read. */
export function useSavedPlaces() {
  const [places, setPlaces] = useState<SavedPlace[] | undefined>();
  useEffect(() => {
    let live = true;
    void loadSavedPlaces().then((stored) => {
      if (live) setPlaces(stored);
    });
    return () => {
      live = false;
    };
  }, []);
  const update = useCallback(async (change: (places: SavedPlace[]) => SavedPlace[]) => {
    setPlaces(await changeSavedPlaces(change));
  }, []);
  return { places, update };
}
