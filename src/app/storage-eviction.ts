import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { answeredAtOf } from '../api/client';
import { SAVED_PLACES_KEY, SavedPlacesSchema, type SavedPlace } from '../features/places/saved-places';
import { searchKeys } from '../features/search/api/keys';
import { roundPoint } from '../lib/coordinates';
import { readKv } from '../offline/db';

type StoredQuery = PersistedClient['clientState']['queries'][number];

/** Answers a full device may drop, oldest first: searches and unsaved places' (none if saved places are unreadable). */
export async function evictionOrder(client: PersistedClient): Promise<string[]> {
  const saved = await readSavedPlaces();
  return client.clientState.queries
    .filter((query) => mayGo(query.queryKey, saved))
    .sort((a, b) => producedAt(a) - producedAt(b))
    .map((query) => query.queryHash);
}

async function readSavedPlaces(): Promise<SavedPlace[] | undefined> {
  const parsed = v.safeParse(SavedPlacesSchema, await readKv<unknown>(SAVED_PLACES_KEY).catch(() => undefined) ?? []);
  return parsed.success ? parsed.output : undefined;
}

function mayGo(queryKey: QueryKey, saved: SavedPlace[] | undefined): boolean {
  if (partialMatchKey(queryKey, searchKeys.all)) return true;
  const places = placesNamed(queryKey);
  if (places.length === 0 || saved === undefined) return false;
  const kept = new Set(saved.flatMap((place) => [pointId(roundPoint(place)), ...(place.slug ? [place.slug] : [])]));
  return !places.some((place) => kept.has(place));
}

/** The places a query key names: a rounded point `{ lat, lon }` or a catalog place `{ slug }`. */
function placesNamed(queryKey: QueryKey): string[] {
  return queryKey.flatMap((part) => {
    if (typeof part !== 'object' || part === null) return [];
    if ('slug' in part && typeof part.slug === 'string') return [part.slug];
    if ('lat' in part && 'lon' in part && typeof part.lat === 'number' && typeof part.lon === 'number') return [pointId({ lat: part.lat, lon: part.lon })];
    return [];
  });
}

const pointId = ({ lat, lon }: { lat: number; lon: number }) => `${lat},${lon}`;

/** When the service produced the answer, else when this device stored it. */
function producedAt(query: StoredQuery): number {
  return answeredAtOf(query.state.data) ?? query.state.dataUpdatedAt;
}
