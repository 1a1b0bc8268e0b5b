import * as v from 'valibot';
import { useCallback } from 'react';
import { LocationSchema, type Location } from '../../api/schemas/location';
import { parseWith, useStoredDocument } from '../../offline/stored-document';

const RECENT_KEY = 'recent-searches';
export const RECENT_LIMIT = 10;

const NONE: Location[] = [];
const parseRecentPlaces = parseWith(v.array(LocationSchema));

/** The chosen place first, without duplicates, at most RECENT_LIMIT. */
export function withRecentPlace(places: readonly Location[], chosen: Location): Location[] {
  return [chosen, ...places.filter((place) => place.slug !== chosen.slug)].slice(0, RECENT_LIMIT);
}

/** The last places chosen from search, persisted in IndexedDB. */
export function useRecentPlaces() {
  const { value, update } = useStoredDocument(RECENT_KEY, NONE, parseRecentPlaces);
  const remember = useCallback((chosen: Location) => update((places) => withRecentPlace(places, chosen)), [update]);
  return { places: value, remember };
}
