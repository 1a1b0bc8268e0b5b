import * as v from 'valibot';
import { CountryCodeSchema, LatitudeSchema, LongitudeSchema, SlugSchema } from '../../api/schemas/location';
import { coordinatePath, type SelectedPlace } from '../../lib/place';

export const SAVED_PLACES_KEY = 'saved-places';
export const SAVED_PLACES_LIMIT = 20;

const SavedPlaceSchema = v.object({
  slug: v.optional(SlugSchema),
  name: v.string(),
  province: v.optional(v.string()),
  country: v.optional(CountryCodeSchema),
  lat: LatitudeSchema,
  lon: LongitudeSchema,
  /** A bare point's nearest known place, when it was known at saving. */
  near: v.optional(v.string()),
});
export const SavedPlacesSchema = v.array(SavedPlaceSchema);
export type SavedPlace = v.InferOutput<typeof SavedPlaceSchema>;

/** A catalog place is its slug; a bare point is its coordinates. */
export function savedPlaceId(place: Pick<SavedPlace, 'slug' | 'lat' | 'lon'>): string {
  return place.slug ?? coordinatePath(place.lat, place.lon);
}

export function toSavedPlace({ slug, name, province, country, lat, lon, near }: SelectedPlace): SavedPlace {
  return { slug, name, province, country, lat, lon, near };
}

export function isSaved(places: readonly SavedPlace[], place: SelectedPlace): boolean {
  const id = savedPlaceId(place);
  return places.some((saved) => savedPlaceId(saved) === id);
}

export class SavedPlacesFullError extends Error {
  override readonly name = 'SavedPlacesFullError';

  constructor() {
    super(`You can save up to ${SAVED_PLACES_LIMIT} places. Remove one from the home screen to save this one.`);
  }
}

/** Appends a place; throws SavedPlacesFullError at the limit. Saving twice changes nothing. */
export function addPlace(places: readonly SavedPlace[], place: SelectedPlace): SavedPlace[] {
  if (isSaved(places, place)) return [...places];
  if (places.length >= SAVED_PLACES_LIMIT) throw new SavedPlacesFullError();
  return [...places, toSavedPlace(place)];
}

export function removePlace(places: readonly SavedPlace[], id: string): SavedPlace[] {
  return places.filter((place) => savedPlaceId(place) !== id);
}

/** Moves a place `offset` positions (−1 up, +1 down); a move past either end changes nothing. */
export function movePlace(places: readonly SavedPlace[], id: string, offset: number): SavedPlace[] {
  const from = places.findIndex((place) => savedPlaceId(place) === id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= places.length) return [...places];
  const next = [...places];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
