import { parseWith, useStoredDocument } from '../../offline/stored-document';
import { SAVED_PLACES_KEY, SavedPlacesSchema, type SavedPlace } from './saved-places';

const NONE: SavedPlace[] = [];
const parseSavedPlaces = parseWith(SavedPlacesSchema);

/** The saved places, persisted in IndexedDB; undefined until they are read. */
export function useSavedPlaces() {
  const { value, loaded, update } = useStoredDocument(SAVED_PLACES_KEY, NONE, parseSavedPlaces);
  return { places: loaded ? value : undefined, update };
}
