import { useCallback } from 'react';
import { writeKv } from '../../offline/db';
import { readKvDocument, useStoredState } from '../../offline/kv-document';
import { SAVED_PLACES_KEY, SavedPlacesSchema, type SavedPlace } from './saved-places';

async function loadSavedPlaces(): Promise<SavedPlace[]> {
  return (await readKvDocument(SAVED_PLACES_KEY, SavedPlacesSchema)) ?? [];
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
  const [places, setPlaces] = useStoredState(loadSavedPlaces);
  const update = useCallback(async (change: (places: SavedPlace[]) => SavedPlace[]) => {
    setPlaces(await changeSavedPlaces(change));
  }, [setPlaces]);
  return { places, update };
}
